/**
 * One Minute Changes' clock as a pure function of time: given when the run started and
 * now, where it is (count-in, running, done) and what the screen shows. The clock is passed
 * in, so tests step through a whole minute without waiting.
 */
import type { ScoredRun } from '#events/progressState';

export const COUNT_IN_MS = 3000;
export const RUN_MS = 60_000;

export type ChangesPhase =
  /** "3, 2, 1": `count` is the number shown. */
  | { phase: 'count-in'; count: number }
  /** The minute is running: whole seconds left, rounded up (60 at the start, 1 in the last second). */
  | { phase: 'running'; secondsLeft: number }
  | { phase: 'done' };

export function changesPhase(startedAt: number, now: number, runMs = RUN_MS, countInMs = COUNT_IN_MS): ChangesPhase {
  const elapsed = Math.max(0, now - startedAt);
  if (elapsed < countInMs) return { phase: 'count-in', count: Math.ceil((countInMs - elapsed) / 1000) };
  const running = elapsed - countInMs;
  if (running < runMs) return { phase: 'running', secondsLeft: Math.ceil((runMs - running) / 1000) };
  return { phase: 'done' };
}

/** Whether a change pressed at `at` counts: only while the minute runs (not in the count-in, not after). */
export const countsAt = (startedAt: number, at: number, runMs = RUN_MS, countInMs = COUNT_IN_MS): boolean =>
  changesPhase(startedAt, at, runMs, countInMs).phase === 'running';

/** The best and the last score for a pair, from past runs (newest first), either order of the pair. */
export function pairScores(
  runs: readonly ScoredRun[],
  pair: readonly [string, string],
): { best?: number; last?: number; count: number } {
  const scores: number[] = [];
  for (const run of runs) {
    if (run.type !== 'ChangesCounted') continue;
    const { data } = run;
    const same =
      (data.chords[0] === pair[0] && data.chords[1] === pair[1]) ||
      (data.chords[0] === pair[1] && data.chords[1] === pair[0]);
    if (same) scores.push(data.changes);
  }
  return scores.length === 0 ? { count: 0 } : { best: Math.max(...scores), last: scores[0], count: scores.length };
}
