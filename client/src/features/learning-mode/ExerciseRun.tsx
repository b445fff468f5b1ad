import { FindNotesRun, type ExerciseNeckProps } from './FindNotesRun';
import { NameNoteRun } from './NameNoteRun';
import type { RunnableExercise } from './runnable';
import './learningMode.css';

/** One exercise on a neck, started at once (mount it from the Start button's click). */
export function ExerciseRun({ exercise, ...neck }: ExerciseNeckProps & { exercise: RunnableExercise }) {
  return exercise.kind === 'find-notes' ? (
    <FindNotesRun {...neck} ordered={exercise.ordered ?? false} />
  ) : (
    <NameNoteRun {...neck} ask={exercise.ask} />
  );
}
