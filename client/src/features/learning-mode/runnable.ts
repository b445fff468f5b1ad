import type { StepExercise } from '../../content/lessons/format';

/** The exercises learning mode runs (play-along is not built yet; One Minute Changes has its own screen). */
export type RunnableExercise = Extract<StepExercise, { kind: 'find-notes' | 'name-note' }>;

export const isRunnable = (exercise: StepExercise | undefined): exercise is RunnableExercise =>
  exercise?.kind === 'find-notes' || exercise?.kind === 'name-note';

export const EXERCISE_NAMES: Record<RunnableExercise['kind'], string> = {
  'find-notes': 'Find the notes',
  'name-note': 'Name the note',
};
