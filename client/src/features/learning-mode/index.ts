/** Learning mode (issue 15): exercises on a pattern's neck, for the pattern pages and lesson steps. */
export { ExerciseRun } from './ExerciseRun';
export { isRunnable, type RunnableExercise } from './runnable';
export { LearningMode } from './LearningMode';
