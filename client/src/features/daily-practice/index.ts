/** Daily Practice (/daily-practice): today's routine, its timers and metronome, the streak and the week. */
export { DailyPractice, DailyRoutine, type RoutineActions } from './DailyPractice';
export { buildRoutine, type RoutineEntry, type RoutineReason } from './buildRoutine';
