import { useState } from 'react';
import { useMachine } from '@xstate/react';
import type { ProgressItem } from '#events/progressEvents';
import { Fretboard, stringNumber } from '../../fretboard';
import { pitchClassAt, type NeckNote, type Position } from '../../theory';
import { playPosition, useNeckSound } from '../tone';
import type { NeckSettings } from '../neck/useNeckSettings';
import { findTargets } from './exerciseNotes';
import { expected, placeKey, startFindNotes, tapFindNotes } from './findNotes';
import { RunResultView, saveStateOf } from './RunResultView';
import { findNotesMachine } from './scorers';
import { saveRun } from './saveRun';

export interface ExerciseNeckProps {
  settings: NeckSettings;
  /** The pattern's notes (or a step's marked places, named). */
  notes: readonly NeckNote[];
  fromFret: number;
  toFret: number;
  mutedStrings?: readonly number[];
  /** What the pattern is called: "Every E", "C major scale, Box 1". */
  title: string;
  /** The page or lesson step the run is recorded against. */
  item: ProgressItem;
  /** Close the exercise (back to the page's own neck). */
  onClose: () => void;
  /** When the Start button was pressed (`now()`): the run is timed from then. */
  startedAt: number;
}

/** The exercises' clock: milliseconds, for timing a run (read in event handlers only). */
export const now = (): number => performance.now();

/**
 * Takes the focus into an exercise as it starts (its Start button has gone), so the next
 * Tab reaches its neck or its choices. Stable, so React calls it on mount only.
 */
export const focusOnStart = (section: HTMLElement | null) => section?.focus({ preventScroll: true });

const placeText = (place: Position) => `string ${stringNumber(place.string)}, fret ${place.fret}`;

/**
 * Find the notes, started at once: the neck shows only the notes found so far; a right tap
 * sounds and lights, a wrong one rings the right place and says so.
 */
export function FindNotesRun({ ordered, ...neck }: ExerciseNeckProps & { ordered: boolean }) {
  const { settings, notes, item } = neck;
  const targets = findTargets(notes, settings.tuning);
  const newRun = () => startFindNotes(targets, ordered);
  const [input] = useState(() => ({ run: newRun(), at: neck.startedAt }));
  const [snapshot, send] = useMachine(findNotesMachine.provide({ actors: { save: saveRun('find-notes', item) } }), {
    input,
  });
  const { activeNoteIds } = useNeckSound(settings.tuning);
  const run = snapshot.context.run;
  if (!run) return null;
  const foundNotes = notes.filter((note) => run.found.includes(placeKey(note)));
  const spelling = [...new Set(notes.map((note) => note.note))];
  const onActivate = (position: Position) => {
    if (!snapshot.matches('running')) return;
    const next = tapFindNotes(run, position);
    if (next.right > run.right) playPosition(settings.tuning, position);
    send({ type: 'ACT', input: position, at: now() });
  };
  const result = snapshot.context.result;
  const next = expected(run)[0];
  return (
    <section className="exercise" aria-label="Find the notes" tabIndex={-1} ref={focusOnStart}>
      <p className="exercise-task">
        {ordered
          ? `${neck.title}: tap its notes one by one, from the lowest to the highest.`
          : `${neck.title}: tap every one of its notes, in any order.`}{' '}
        Use the mouse, a finger, or the arrow keys and Enter.
      </p>
      <Fretboard
        {...settings}
        activeNoteIds={activeNoteIds}
        notes={foundNotes}
        mutedStrings={neck.mutedStrings}
        selected={run.miss ? [run.miss.right] : []}
        fromFret={neck.fromFret}
        toFret={neck.toFret}
        onActivate={onActivate}
        // A screen reader must not hear the notes' names while they are the answer.
        namesHidden={!snapshot.matches('done')}
        label={`Find the notes of ${neck.title}`}
      />
      {snapshot.matches('done') && result ? (
        <RunResultView
          result={result}
          saving={saveStateOf(snapshot)}
          summary={`You found all ${run.targets.length} notes`}
          onAgain={() => send({ type: 'START', run: newRun(), at: now() })}
        />
      ) : (
        <p role="status" className={run.miss ? 'exercise-miss' : undefined}>
          {run.miss
            ? `Not that one: ${placeText(run.miss.tapped)} is ${pitchClassAt(settings.tuning, run.miss.tapped, spelling)}. ` +
              `The ringed place, ${placeText(run.miss.right)}, is one to find.`
            : `Found ${run.found.length} of ${run.targets.length}.`}
          {ordered && next && !run.miss ? ' Next: the lowest note not found yet.' : ''}
        </p>
      )}
      <button type="button" className="button-secondary" onClick={neck.onClose}>
        {snapshot.matches('done') ? 'Close the exercise' : 'Stop'}
      </button>
    </section>
  );
}
