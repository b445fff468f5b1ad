import { useId, useState } from 'react';
import { NOTE_DISPLAYS, type NoteDisplay } from '#events/noteDisplays';
import { preferencesStore, usePreferences } from '../../state';
import { getTuning, TUNING_IDS, TUNING_PRESETS, type Tuning, type TuningId } from '../../theory/tunings';
import { FormError } from '../../layout/FormError';

export const noteDisplayLabels: Record<NoteDisplay, string> = {
  NOTES: 'Note names',
  INTERVALS: 'Intervals',
  DEGREES: 'Scale degrees',
  NONE: 'Dots only',
};

const CUSTOM = 'CUSTOM';

/**
 * Tuning, what the dots show, note colours, hand, string order and which way the neck
 * lies: the same controls on
 * every fretboard page and in Settings. Choices are the reader's preferences (kept on this
 * device); `onTuningChange` lets a page whose link carries a tuning follow the choice.
 */
export function NeckControls({
  tuning,
  onTuningChange,
  compact = false,
}: {
  tuning: Tuning;
  onTuningChange?: (tuning: Tuning) => void;
  compact?: boolean;
}) {
  const noteDisplay = usePreferences((p) => p.noteDisplay);
  const showColoredNotes = usePreferences((p) => p.showColoredNotes);
  const hand = usePreferences((p) => p.hand);
  const lowStringOnTop = usePreferences((p) => p.lowStringOnTop);
  const neckDirection = usePreferences((p) => p.neckDirection);
  const [editingCustom, setEditingCustom] = useState(false);

  const chooseTuning = (value: string) => {
    if (value === CUSTOM) {
      setEditingCustom(true);
      return;
    }
    setEditingCustom(false);
    preferencesStore.trigger.setStringsTuning({ tuning: value as TuningId });
    onTuningChange?.(getTuning(value)!);
  };

  return (
    <div className={compact ? 'neck-controls neck-controls-compact' : 'neck-controls'}>
      <label>
        Tuning
        <select
          value={editingCustom || !tuning.id ? CUSTOM : tuning.id}
          onChange={(event) => chooseTuning(event.target.value)}
        >
          {TUNING_IDS.map((id) => (
            <option key={id} value={id}>
              {TUNING_PRESETS[id].name} ({TUNING_PRESETS[id].pitches.map((p) => p.replace(/\d/, '')).join(' ')})
            </option>
          ))}
          <option value={CUSTOM}>{tuning.id ? 'Custom…' : `Custom (${tuning.pitches.join(' ')})`}</option>
        </select>
      </label>
      {editingCustom ? (
        <CustomTuningForm
          initial={tuning.pitches.join(' ')}
          onDone={(custom) => {
            setEditingCustom(false);
            if (!custom) return;
            preferencesStore.trigger.setCustomTuning({ pitches: custom.pitches.join(' ') });
            onTuningChange?.(custom);
          }}
        />
      ) : null}
      <label>
        Show on notes
        <select
          value={noteDisplay}
          onChange={(event) => preferencesStore.trigger.setNoteDisplay({ display: event.target.value as NoteDisplay })}
        >
          {NOTE_DISPLAYS.map((display) => (
            <option key={display} value={display}>
              {noteDisplayLabels[display]}
            </option>
          ))}
        </select>
      </label>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={showColoredNotes}
          onChange={(event) => preferencesStore.trigger.setShowColoredNotes({ show: event.target.checked })}
        />
        Colour notes by interval
      </label>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={hand === 'LEFT'}
          onChange={(event) => preferencesStore.trigger.setHand({ hand: event.target.checked ? 'LEFT' : 'RIGHT' })}
        />
        Left-handed
      </label>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={neckDirection === 'DOWN'}
          onChange={(event) =>
            preferencesStore.trigger.setNeckDirection({ direction: event.target.checked ? 'DOWN' : 'ACROSS' })
          }
        />
        Vertical neck, nut at the top (as in chord charts)
      </label>
      {neckDirection === 'DOWN' ? null : (
        <label className="checkbox">
          <input
            type="checkbox"
            checked={lowStringOnTop}
            onChange={(event) => preferencesStore.trigger.setLowStringOnTop({ onTop: event.target.checked })}
          />
          Low string on top
        </label>
      )}
    </div>
  );
}

/** Six pitches with octaves, lowest first; a clear message until they make a tuning. */
function CustomTuningForm({ initial, onDone }: { initial: string; onDone: (tuning: Tuning | null) => void }) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  return (
    <form
      className="custom-tuning"
      onSubmit={(event) => {
        event.preventDefault();
        const tuning = getTuning(text);
        if (!tuning) {
          setError('Enter six notes with octaves, lowest string first, for example D2 A2 D3 G3 B3 E4.');
          return;
        }
        onDone(tuning);
      }}
    >
      <label htmlFor={id}>Custom tuning</label>
      <input
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        spellCheck={false}
        autoComplete="off"
      />
      <button type="submit">Use</button>
      <button type="button" onClick={() => onDone(null)}>
        Cancel
      </button>
      <FormError id={`${id}-error`} message={error} />
    </form>
  );
}
