import { useEffect, useState } from 'react';
import {
  elapsedMs,
  isRunning,
  isUp,
  newTimer,
  pauseTimer,
  remainingMs,
  resetTimer,
  settleTimer,
  startTimer,
  type PracticeTimer,
} from './practiceTimer';

/** How often a running timer redraws; the time itself is read from the clock, so it never drifts. */
const REDRAW_MS = 250;

/** An item's countdown (see practiceTimer.ts), with the clock read from performance.now. */
export function usePracticeTimer(durationMs: number) {
  const [timer, setTimer] = useState<PracticeTimer>(() => newTimer(durationMs));
  const [now, setNow] = useState(0);
  const running = isRunning(timer);

  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => {
      const at = performance.now();
      setNow(at);
      setTimer((current) => settleTimer(current, at));
    }, REDRAW_MS);
    return () => window.clearInterval(id);
  }, [running]);

  const change = (update: (timer: PracticeTimer, at: number) => PracticeTimer) => {
    const at = performance.now();
    setNow(at);
    setTimer((current) => update(current, at));
  };

  return {
    running,
    remainingMs: remainingMs(timer, now),
    up: isUp(timer, now),
    started: running || timer.elapsedMs > 0,
    start: () => change(startTimer),
    pause: () => change(pauseTimer),
    reset: () => change(resetTimer),
    /** The time counted up to this moment (for logging: read at the click, not at the last redraw). */
    elapsedNow: () => elapsedMs(timer, performance.now()),
  };
}
