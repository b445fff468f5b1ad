import { useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import { elapsedMs, isRunning, isUp, remainingMs } from './practiceTimer';
import { practiceTimers, timerOf } from './practiceTimers';

/** How often a running timer redraws; the time itself is read from the clock, so it never drifts. */
const REDRAW_MS = 250;

/**
 * An item's countdown (practiceTimer.ts), kept in the routine's timer store under `key` so
 * every view of the item (its card, the neck above the list) shows and drives the same
 * one, and redrawing the screen never restarts it. The clock is performance.now.
 */
export function usePracticeTimer(key: string, durationMs: number) {
  const timer = useSelector(practiceTimers, (snapshot) => timerOf(snapshot.context, key, durationMs));
  const [now, setNow] = useState(() => performance.now());
  const running = isRunning(timer);

  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => {
      const at = performance.now();
      setNow(at);
      practiceTimers.trigger.settle({ key, durationMs, at });
    }, REDRAW_MS);
    return () => window.clearInterval(id);
  }, [running, key, durationMs]);

  const at = () => {
    const moment = performance.now();
    setNow(moment);
    return moment;
  };

  return {
    running,
    remainingMs: remainingMs(timer, now),
    up: isUp(timer, now),
    started: running || timer.elapsedMs > 0,
    start: () => practiceTimers.trigger.start({ key, durationMs, at: at() }),
    pause: () => practiceTimers.trigger.pause({ key, durationMs, at: at() }),
    reset: () => {
      at();
      practiceTimers.trigger.reset({ key, durationMs });
    },
    /** The time counted up to this moment (for logging: read at the click, not at the last redraw). */
    elapsedNow: () => elapsedMs(timer, performance.now()),
  };
}
