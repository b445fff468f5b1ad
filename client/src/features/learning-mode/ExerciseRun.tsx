import { FindNotesRun, type ExerciseNeckProps } from './FindNotesRun';
import { NameNoteRun } from './NameNoteRun';
import { PlayAlongRun } from './PlayAlongRun';
import type { RunnableExercise } from './runnable';
import './learningMode.css';

/** One exercise on a neck, started at once (mount it from the Start button's click). */
export function ExerciseRun({ exercise, ...neck }: ExerciseNeckProps & { exercise: RunnableExercise }) {
  switch (exercise.kind) {
    case 'find-notes':
      return <FindNotesRun {...neck} ordered={exercise.ordered ?? false} />;
    case 'name-note':
      return <NameNoteRun {...neck} ask={exercise.ask} />;
    case 'play-along':
      return <PlayAlongRun {...neck} bpm={exercise.bpm} />;
  }
}
