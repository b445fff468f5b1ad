import { createStore } from '@xstate/store';
import { newTimer, pauseTimer, resetTimer, settleTimer, startTimer, type PracticeTimer } from './practiceTimer';

/**
 * The routine's countdowns, one per item (keyed by day and ref), held outside the screen's
 * components: showing an item on the neck, stepping to the next one, or opening its page
 * and coming back redraws the screen but never restarts a timer. Time comes in with each
 * event (`at`, from a monotonic clock), so the store is tested without waiting.
 */
export function createPracticeTimers() {
  return createStore({
    context: { timers: {} as Readonly<Record<string, PracticeTimer>> },
    on: {
      start: (context, event: { key: string; durationMs: number; at: number }) =>
        change(context, event, (timer) => startTimer(timer, event.at)),
      pause: (context, event: { key: string; durationMs: number; at: number }) =>
        change(context, event, (timer) => pauseTimer(timer, event.at)),
      reset: (context, event: { key: string; durationMs: number }) => change(context, event, resetTimer),
      settle: (context, event: { key: string; durationMs: number; at: number }) =>
        change(context, event, (timer) => settleTimer(timer, event.at)),
    },
  });
}

type Timers = { timers: Readonly<Record<string, PracticeTimer>> };

/** The item's timer, new when it has none yet or its planned length changed. */
export const timerOf = (context: Timers, key: string, durationMs: number): PracticeTimer => {
  const timer = context.timers[key];
  return timer && timer.durationMs === durationMs ? timer : newTimer(durationMs);
};

function change(
  context: Timers,
  event: { key: string; durationMs: number },
  update: (timer: PracticeTimer) => PracticeTimer,
): Timers {
  const before = timerOf(context, event.key, event.durationMs);
  const after = update(before);
  return after === before && context.timers[event.key] === before
    ? context
    : { timers: { ...context.timers, [event.key]: after } };
}

export type PracticeTimers = ReturnType<typeof createPracticeTimers>;

/** The page session's timers: made once, app-wide, so they outlive the screen's components. */
export const practiceTimers = createPracticeTimers();
