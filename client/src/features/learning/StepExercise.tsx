/**
 * A lesson step's exercise, below its neck: "Start the exercise" runs it on the step's
 * pattern (or marked notes). Learning mode's code loads on that first click, not with the
 * lesson. While it runs, the step's own neck is hidden (learning.css), so it gives nothing away.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import type { Lesson, StepExercise as StepExerciseSpec, StepNeck } from '../../content/lessons/format';
import { useNarrowScreen } from '../../layout/useNarrowScreen';
import { DEFAULT_TUNING } from '../../theory/tunings';
import { exerciseNotes } from '../learning-mode/exerciseNotes';
import { EXERCISE_NAMES, isRunnable } from '../learning-mode/runnable';
import { useNeckSettings } from '../neck/useNeckSettings';
import { stepView } from './stepView';

const ExerciseRun = lazy(() => import('../learning-mode').then((mode) => ({ default: mode.ExerciseRun })));

export function StepExercise({
  lesson,
  lessonRef,
  number,
  neck,
  exercise,
}: {
  lesson: Pick<Lesson, 'title'>;
  /** The lesson's path, `/learning/<category>/<slug>`. */
  lessonRef: string;
  number: number;
  neck: StepNeck;
  exercise: StepExerciseSpec | undefined;
}) {
  const settings = useNeckSettings(neck.tuning ?? DEFAULT_TUNING);
  const narrow = useNarrowScreen();
  const view = useMemo(() => stepView(neck, settings.tuning, narrow), [neck, settings.tuning, narrow]);
  const notes = useMemo(() => exerciseNotes(view.notes, view.marked, settings.tuning), [view, settings.tuning]);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  // A step without notes has nothing to find.
  if (!isRunnable(exercise) || notes.length === 0) return null;
  const item = {
    kind: 'lesson' as const,
    ref: `${lessonRef}?step=${number}`,
    title: `${lesson.title}, step ${number}`.slice(0, 120),
  };
  return (
    <div className="lesson-exercise" data-running={startedAt !== null || undefined}>
      <h3>Exercise: {EXERCISE_NAMES[exercise.kind]}</h3>
      {startedAt !== null ? (
        <Suspense fallback={<p role="status">Loading the exercise…</p>}>
          <ExerciseRun
            key={`${lessonRef}:${number}`}
            exercise={exercise}
            settings={{ ...settings, noteDisplay: neck.noteDisplay ?? settings.noteDisplay }}
            notes={notes}
            mutedStrings={view.mutedStrings}
            fromFret={view.fromFret}
            toFret={view.toFret}
            title={view.title === 'Marked notes' ? 'the marked notes' : view.title}
            item={item}
            onClose={() => setStartedAt(null)}
            startedAt={startedAt}
          />
        </Suspense>
      ) : (
        <button type="button" className="button" onClick={() => setStartedAt(performance.now())}>
          Start the exercise
        </button>
      )}
    </div>
  );
}
