import { normaliseTempo } from '../../constants/business';

/** A pause longer than this between two taps starts a new count. */
export const TAP_PAUSE_MS = 2000;
/** How many of the latest intervals are averaged: enough to smooth a wobble, few enough to follow a change. */
export const TAP_INTERVALS = 4;

/**
 * The taps that still count, oldest first: the latest run with no pause longer than
 * TAP_PAUSE_MS (and no tap out of order), at most TAP_INTERVALS + 1 of them.
 */
export function currentTaps(taps: readonly number[]): number[] {
  let start = taps.length - 1;
  while (start > 0 && taps.length - start <= TAP_INTERVALS) {
    const gap = taps[start]! - taps[start - 1]!;
    if (!(gap > 0 && gap <= TAP_PAUSE_MS)) break;
    start--;
  }
  return start < 0 ? [] : taps.slice(start);
}

/**
 * The tempo of a run of taps (times in ms, oldest first), or null until there are two
 * taps in a run. The mean of the latest intervals, clamped to 40..220 and snapped to the
 * control's step of 10, as every tempo in the app is (spec section 9).
 */
export function tapTempo(taps: readonly number[]): number | null {
  const run = currentTaps(taps);
  if (run.length < 2) return null;
  const meanInterval = (run[run.length - 1]! - run[0]!) / (run.length - 1);
  return normaliseTempo(60_000 / meanInterval);
}
