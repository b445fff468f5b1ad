/**
 * Where today's routine stands, read from the learner's progress alone, so it reads the
 * same after a reload and on every device: an item is done when a practice of it is
 * logged for today.
 */
import { dayOf } from '#events/progressEvents';
import type { ProgressState } from '#events/progressState';
import type { RoutineEntry } from './buildRoutine';

/** The most one practice may log (the event's limit). */
const MAX_LOGGED_MINUTES = 600;

/** Whether a practice of `ref` is logged on the learner's `day`. */
export const practisedOn = (state: ProgressState, day: string, ref: string): boolean =>
  state.practice.entries.some((entry) => entry.item.ref === ref && dayOf(entry.practisedAt) === day);

/** Every item of the routine practised on `day` (an empty routine is never complete). */
export const routineDone = (routine: readonly RoutineEntry[], state: ProgressState, day: string): boolean =>
  routine.length > 0 && routine.every((entry) => practisedOn(state, day, entry.item.ref));

/**
 * The minutes an item's "Done" logs: the time its timer counted, rounded up to a whole
 * minute so a short session still counts; with the timer never started, the planned time.
 */
export function minutesToLog(elapsedMs: number, plannedMinutes: number): number {
  const minutes = elapsedMs > 0 ? Math.ceil(elapsedMs / 60_000) : plannedMinutes;
  return Math.min(MAX_LOGGED_MINUTES, Math.max(1, minutes));
}

export const formatDays = (days: number): string => `${days} ${days === 1 ? 'day' : 'days'}`;
