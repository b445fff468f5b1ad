import { useId, useState, type FormEvent } from 'react';
import type { ProgressItem } from '#events/progressEvents';
import { localIsoWithOffset } from '../../lib/localDay';
import { formatMinutes } from './format';
import { progressActions, useProgress } from './useProgress';
import { FormError } from '../../layout/FormError';

export interface PracticeFields {
  minutes: string;
  tempo: string;
  note: string;
}

/** The form's fields as a practice, or the sentence that says what to fix. */
export function readPracticeFields(
  fields: PracticeFields,
): { ok: true; minutes: number; tempo?: number; note?: string } | { ok: false; error: string } {
  const minutes = Number(fields.minutes);
  if (fields.minutes.trim() === '' || !Number.isFinite(minutes) || minutes <= 0 || minutes > 600) {
    return { ok: false, error: 'Enter how many minutes you practised, from 1 to 600.' };
  }
  const tempoText = fields.tempo.trim();
  const tempo = Number(tempoText);
  if (tempoText !== '' && (!Number.isInteger(tempo) || tempo < 40 || tempo > 220)) {
    return {
      ok: false,
      error: 'Enter the tempo as a whole number of beats per minute from 40 to 220, or leave it empty.',
    };
  }
  const note = fields.note.trim();
  if (note.length > 500) return { ok: false, error: 'Keep the note to 500 characters.' };
  return {
    ok: true,
    minutes: Math.round(minutes * 100) / 100,
    ...(tempoText ? { tempo } : {}),
    ...(note ? { note } : {}),
  };
}

const empty: PracticeFields = { minutes: '', tempo: '', note: '' };

/** "Log practice": opens a small form (minutes, tempo, note) that logs a practice of this item now. */
export function PracticeLogForm({ item }: { item: ProgressItem }) {
  const { ready } = useProgress();
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState(empty);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = readPracticeFields(fields);
    if (!read.ok) return setProblem(read.error);
    setSaving(true);
    setProblem(null);
    try {
      const { ok: _ok, ...practice } = read;
      await progressActions.logPractice({ item, ...practice, practisedAt: localIsoWithOffset(new Date()) });
      setSaved(`Logged ${formatMinutes(read.minutes)} of practice.`);
      setFields(empty);
      setOpen(false);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'That was not saved. Please try again.');
    } finally {
      setSaving(false);
    }
  };
  const field = (name: keyof PracticeFields) => ({
    value: fields[name],
    onChange: (e: { target: { value: string } }) => setFields({ ...fields, [name]: e.target.value }),
  });

  return (
    <>
      <button
        type="button"
        className="button-secondary progress-log-button"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        disabled={!ready}
        onClick={() => {
          setOpen(!open);
          setSaved(null);
        }}
      >
        Log practice
      </button>
      <p className="progress-saved" role="status">
        {saved}
      </p>
      <form id={`${id}-form`} className="practice-log-form" hidden={!open} onSubmit={(e) => void submit(e)} noValidate>
        <label>
          Minutes
          <input type="number" inputMode="decimal" min={1} max={600} step="any" required {...field('minutes')} />
        </label>
        <label>
          Tempo (bpm, optional)
          <input type="number" inputMode="numeric" min={40} max={220} step={1} {...field('tempo')} />
        </label>
        <label className="practice-log-note">
          Note (optional)
          <textarea rows={2} maxLength={500} {...field('note')} />
        </label>
        <div className="practice-log-actions">
          <button type="submit" className="button-secondary" disabled={saving}>
            Save practice
          </button>
          <FormError message={problem} />
        </div>
      </form>
    </>
  );
}
