/**
 * An item's countdown as a value: start, pause, reset, and what it reads at a given
 * moment. Time always comes in (`now`, in ms from any monotonic clock), so it is tested
 * without waiting and the component owns the only clock.
 */

export interface PracticeTimer {
  readonly durationMs: number;
  /** Time counted before the current run. */
  readonly elapsedMs: number;
  /** When the current run started, or null while stopped. */
  readonly runningSince: number | null;
}

export const newTimer = (durationMs: number): PracticeTimer => ({ durationMs, elapsedMs: 0, runningSince: null });

export const isRunning = (timer: PracticeTimer): boolean => timer.runningSince !== null;

/** Time counted so far, never more than the duration. */
export function elapsedMs(timer: PracticeTimer, now: number): number {
  const running = timer.runningSince === null ? 0 : Math.max(0, now - timer.runningSince);
  return Math.min(timer.durationMs, timer.elapsedMs + running);
}

export const remainingMs = (timer: PracticeTimer, now: number): number => timer.durationMs - elapsedMs(timer, now);

export const isUp = (timer: PracticeTimer, now: number): boolean => remainingMs(timer, now) <= 0;

/** Starts or resumes; a timer already running or run out is left as it is. */
export function startTimer(timer: PracticeTimer, now: number): PracticeTimer {
  if (isRunning(timer) || isUp(timer, now)) return timer;
  return { ...timer, runningSince: now };
}

/** Stops counting and keeps the time so far. */
export function pauseTimer(timer: PracticeTimer, now: number): PracticeTimer {
  if (!isRunning(timer)) return timer;
  return { ...timer, elapsedMs: elapsedMs(timer, now), runningSince: null };
}

/** Stops a timer that has run out at its full duration; anything else is left as it is. */
export const settleTimer = (timer: PracticeTimer, now: number): PracticeTimer =>
  isRunning(timer) && isUp(timer, now) ? pauseTimer(timer, now) : timer;

export const resetTimer = (timer: PracticeTimer): PracticeTimer => newTimer(timer.durationMs);

/** 'm:ss', rounding up so a fresh 5-minute timer reads 5:00 and 0:00 means time is up. */
export function formatClock(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
