import { useEffect, useRef, type KeyboardEvent } from 'react';
import { midiAt, spellMidi } from '../../theory/neck';
import type { Tuning } from '../../theory/tunings';
import { durationLabel } from './DurationPicker';
import { DURATIONS, type Duration, type Melody } from './melody';

export type StripEdit = { kind: 'duration'; duration: Duration } | { kind: 'move'; by: number } | { kind: 'delete' };

/**
 * The melody as a row of note chips (name and length). A chip selects the note; the
 * selected one can get another length, move left or right, or go, with the buttons
 * below or from the keyboard: Delete or Backspace removes it, Alt+Arrow moves it.
 */
export function MelodyStrip({
  melody,
  tuning,
  selected,
  onSelect,
  onEdit,
}: {
  melody: Melody;
  tuning: Tuning;
  selected: number | null;
  onSelect: (index: number | null) => void;
  onEdit: (index: number, edit: StripEdit) => void;
}) {
  const list = useRef<HTMLOListElement>(null);
  const focusAfterEdit = useRef(false);
  const current = selected !== null ? melody[selected] : undefined;

  // After an edit from the keyboard, the focus stays on the note (or its neighbour).
  useEffect(() => {
    if (!focusAfterEdit.current) return;
    focusAfterEdit.current = false;
    const chip =
      selected === null ? null : list.current?.querySelector<HTMLButtonElement>(`[data-index="${selected}"]`);
    chip?.focus();
  }, [melody, selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const edit: StripEdit | null =
      event.key === 'Delete' || event.key === 'Backspace'
        ? { kind: 'delete' }
        : event.altKey && event.key === 'ArrowLeft'
          ? { kind: 'move', by: -1 }
          : event.altKey && event.key === 'ArrowRight'
            ? { kind: 'move', by: 1 }
            : null;
    if (!edit) return;
    event.preventDefault();
    focusAfterEdit.current = true;
    onEdit(index, edit);
  };

  if (melody.length === 0) {
    return <p className="melody-empty">Tap the neck to add the first note.</p>;
  }
  return (
    <div className="melody-strip">
      <ol ref={list} className="melody-notes" aria-label="Melody notes">
        {melody.map((note, index) => {
          const name = spellMidi(midiAt(tuning, note));
          return (
            <li key={index}>
              <button
                type="button"
                className="melody-chip"
                data-index={index}
                data-string={note.string}
                data-fret={note.fret}
                data-duration={note.duration}
                aria-pressed={index === selected}
                onClick={() => onSelect(index === selected ? null : index)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {/* The name is the text ("E3 sixteenth"); the list gives its place. */}
                <span className="melody-chip-name">{name}</span>{' '}
                <span className="melody-chip-duration">{note.duration}</span>
              </button>
            </li>
          );
        })}
      </ol>
      {current && selected !== null ? (
        <div className="melody-edit" role="group" aria-label={`Edit note ${selected + 1}`}>
          <label>
            Length
            <select
              value={current.duration}
              onChange={(event) => onEdit(selected, { kind: 'duration', duration: event.target.value as Duration })}
            >
              {DURATIONS.map((d) => (
                <option key={d.name} value={d.name}>
                  {durationLabel(d.name)}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="button-secondary"
            disabled={selected === 0}
            onClick={() => onEdit(selected, { kind: 'move', by: -1 })}
          >
            Move left
          </button>
          <button
            type="button"
            className="button-secondary"
            disabled={selected === melody.length - 1}
            onClick={() => onEdit(selected, { kind: 'move', by: 1 })}
          >
            Move right
          </button>
          <button type="button" className="button-secondary" onClick={() => onEdit(selected, { kind: 'delete' })}>
            Delete note
          </button>
          <span className="hint">Keys on a note: Delete removes it, Alt+Left and Alt+Right move it.</span>
        </div>
      ) : (
        <p className="hint">Select a note to change its length, move it or delete it.</p>
      )}
    </div>
  );
}
