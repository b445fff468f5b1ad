import { useEffect, useState, type ReactNode } from 'react';
import { appStore, useAppState } from '../../state';
import { ExerciseRun } from './ExerciseRun';
import { EXERCISE_NAMES, type RunnableExercise } from './runnable';
import type { ExerciseNeckProps } from './FindNotesRun';

/** Play along on a pattern page starts slowly; each clean run adds a step. */
const PAGE_TEMPO = 60;

/** What a pattern page offers in learning mode: find its notes (in order for a scale or arpeggio), or name them. */
const EXERCISES: Array<{ label: string; exercise: (ordered: boolean) => RunnableExercise }> = [
  { label: EXERCISE_NAMES['find-notes'], exercise: (ordered) => ({ kind: 'find-notes', ordered }) },
  { label: EXERCISE_NAMES['name-note'], exercise: () => ({ kind: 'name-note', ask: 'name' }) },
  { label: EXERCISE_NAMES['play-along'], exercise: () => ({ kind: 'play-along', bpm: PAGE_TEMPO }) },
];

/**
 * A pattern page's "Learning mode" switch: on, the app's mode is LEARNING and the page's
 * neck (`children`) makes way for an exercise on the page's current pattern; off, or when
 * the page is left, the mode is DEFAULT again.
 */
export function LearningMode({
  children,
  ordered = false,
  ...neck
}: Omit<ExerciseNeckProps, 'onClose' | 'startedAt'> & { ordered?: boolean; children: ReactNode }) {
  const on = useAppState((app) => app.mode === 'LEARNING');
  const [running, setRunning] = useState<{ exercise: RunnableExercise; at: number } | null>(null);
  // Leaving the page ends learning mode: the mode belongs to the page that set it.
  useEffect(() => () => appStore.trigger.setMode({ mode: 'DEFAULT' }), []);
  const toggle = () => {
    appStore.trigger.setMode({ mode: on ? 'DEFAULT' : 'LEARNING' });
    setRunning(null);
  };
  const hasNotes = neck.notes.length > 0;
  return (
    <div className="learning-mode">
      <div className="learning-mode-bar">
        <button type="button" className="button-secondary learning-mode-toggle" aria-pressed={on} onClick={toggle}>
          Learning mode
        </button>
        {on && hasNotes
          ? EXERCISES.map(({ label, exercise }) => (
              <button
                key={label}
                type="button"
                onClick={() => setRunning({ exercise: exercise(ordered), at: performance.now() })}
              >
                {label}
              </button>
            ))
          : null}
      </div>
      {on && running && hasNotes ? (
        <ExerciseRun
          // A new pattern, voicing or position, or the other exercise: a new run.
          key={`${running.at}:${neck.item.ref}:${neck.settings.tuning.pitches.join(' ')}`}
          {...neck}
          exercise={running.exercise}
          startedAt={running.at}
          onClose={() => setRunning(null)}
        />
      ) : (
        children
      )}
    </div>
  );
}
