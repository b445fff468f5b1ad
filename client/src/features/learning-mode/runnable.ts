import type { StepExercise } from '../../content/lessons/format';

/** The exercises learning mode runs (One Minute Changes has its own screen). */
export type RunnableExercise = Extract<StepExercise, { kind: 'find-notes' | 'name-note' | 'play-along' }>;

export const isRunnable = (exercise: StepExercise | undefined): exercise is RunnableExercise =>
  exercise?.kind === 'find-notes' || exercise?.kind === 'name-note' || exercise?.kind === 'play-along';

export const EXERCISE_NAMES: Record<RunnableExercise['kind'], string> = {
  'find-notes': 'Find the notes',
  'name-note': 'Name the note',
  'play-along': 'Play along',
};
