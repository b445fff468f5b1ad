import { useId, useMemo } from 'react';
import { PATTERN_KINDS, type PatternKind } from '#events/patternKinds';
import type { RoomPattern } from '#events/roomEvents';
import { ROOTS } from '../../theory';
import { chordTypeChoices, scaleTypeChoices, type NeckView } from './patternView';

const ROOMS_ROOTS: readonly string[] = ROOTS;

const kindLabels: Record<PatternKind, string> = {
  chord: 'Chord',
  scale: 'Scale',
  arpeggio: 'Arpeggio',
  root: 'Root note',
};

/** What a kind starts with when the leader switches to it. */
const firstType: Record<PatternKind, string> = { chord: 'major', scale: 'major', arpeggio: 'major', root: 'note' };

export const DEFAULT_PATTERN: RoomPattern = { kind: 'chord', root: 'C', type: 'major' };

/**
 * The pattern on the room's neck: kind, root, type, and the chord's voicing or the
 * scale's position. The leader's choices go to the room; a member's are their own look
 * around. Every choice is a whole pattern, so a retried command changes nothing twice.
 */
export function PatternControls({
  pattern,
  view,
  onChange,
  heading,
}: {
  pattern: RoomPattern | null;
  view: NeckView;
  onChange: (pattern: RoomPattern) => void;
  heading: string;
}) {
  const id = useId();
  const current = pattern ?? DEFAULT_PATTERN;
  const types = useMemo(
    () => (current.kind === 'scale' ? scaleTypeChoices() : current.kind === 'root' ? [] : chordTypeChoices()),
    [current.kind],
  );
  const knownType = types.some((type) => type.value === current.type);
  const choose = (next: Partial<RoomPattern>) => {
    const merged: RoomPattern = { kind: current.kind, root: current.root, type: current.type, ...next };
    // A new chord or scale starts at its first voicing or the whole neck.
    const { voicing, shape, position, ...rest } = merged;
    const keep = next.voicing !== undefined || next.position !== undefined;
    onChange(
      keep
        ? {
            ...rest,
            ...(voicing !== undefined ? { voicing } : {}),
            ...(shape !== undefined ? { shape } : {}),
            ...(position !== undefined ? { position } : {}),
          }
        : rest,
    );
  };
  // A voicing travels with its shape, so every member sees that shape whatever the order.
  const chooseVoicing = (index: number) => choose({ voicing: index, shape: view.voicingShapes[index] });
  const voicing = view.voicingIndex;

  return (
    <fieldset className="room-pattern-controls">
      <legend>{heading}</legend>
      <div className="room-field">
        <label htmlFor={`${id}-kind`}>Show</label>
        <select
          id={`${id}-kind`}
          value={current.kind}
          onChange={(event) =>
            choose({ kind: event.target.value as PatternKind, type: firstType[event.target.value as PatternKind] })
          }
        >
          {PATTERN_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {kindLabels[kind]}
            </option>
          ))}
        </select>
      </div>
      <div className="room-field">
        <label htmlFor={`${id}-root`}>Root</label>
        <select id={`${id}-root`} value={current.root} onChange={(event) => choose({ root: event.target.value })}>
          {ROOMS_ROOTS.includes(current.root) ? null : <option value={current.root}>{current.root}</option>}
          {ROOMS_ROOTS.map((root) => (
            <option key={root} value={root}>
              {root}
            </option>
          ))}
        </select>
      </div>
      {current.kind === 'root' ? null : (
        <div className="room-field">
          <label htmlFor={`${id}-type`}>
            {current.kind === 'scale' ? 'Scale' : current.kind === 'arpeggio' ? 'Arpeggio type' : 'Chord type'}
          </label>
          <select id={`${id}-type`} value={current.type} onChange={(event) => choose({ type: event.target.value })}>
            {knownType ? null : <option value={current.type}>{current.type}</option>}
            {types.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {current.kind === 'chord' && view.voicingCount > 1 ? (
        <div className="room-stepper" role="group" aria-label="Voicing">
          <button
            type="button"
            className="button-secondary"
            disabled={voicing <= 0}
            onClick={() => chooseVoicing(voicing - 1)}
          >
            ‹ Previous voicing
          </button>
          <span>
            Voicing {Math.min(voicing, view.voicingCount - 1) + 1} of {view.voicingCount}
          </span>
          <button
            type="button"
            className="button-secondary"
            disabled={voicing >= view.voicingCount - 1}
            onClick={() => chooseVoicing(voicing + 1)}
          >
            Next voicing ›
          </button>
        </div>
      ) : null}
      {(current.kind === 'scale' || current.kind === 'arpeggio') && view.positions.length > 0 ? (
        <div className="room-field">
          <label htmlFor={`${id}-position`}>Position</label>
          <select
            id={`${id}-position`}
            value={current.position === undefined ? '' : String(current.position)}
            onChange={(event) => {
              const value = event.target.value;
              if (value === '') choose({});
              else choose({ position: Number(value) });
            }}
          >
            <option value="">Whole neck</option>
            {view.positions.slice(0, 25).map((name, index) => (
              <option key={`${index}-${name}`} value={index}>
                {name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </fieldset>
  );
}
