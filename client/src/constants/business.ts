/** Business constants and limits from spec section 9. */

export const TAGLINE = 'Interactive Guitar Fretboard';

/** The key a tool opens in when none is chosen. */
export const DEFAULT_TOOL_KEY = 'C';

/** Metronome and playback tempo, in beats per minute. */
export const TEMPO = { default: 60, mid: 90, min: 40, max: 220, step: 10 } as const;

/** Clamps a tempo to TEMPO.min..TEMPO.max and snaps it to the nearest TEMPO.step. */
export function normaliseTempo(bpm: number): number {
  const snapped = TEMPO.min + Math.round((bpm - TEMPO.min) / TEMPO.step) * TEMPO.step;
  return Math.min(TEMPO.max, Math.max(TEMPO.min, snapped));
}

/** How long a played note sounds, in seconds. */
export const NOTE_DURATION_SECONDS = 0.2;

/** Frets that carry an inlay marker (0 is the nut). */
export const FRET_MARKERS = [0, 3, 5, 7, 9, 12, 15, 17, 19, 21] as const;

/** The data attribute that marks the fret a user is on. */
export const ACTIVE_FRET_ATTRIBUTE = 'data-active-fret';

/** Layout breakpoints in px: mobile below `desktop`, large from `large`. */
export const BREAKPOINTS = { desktop: 960, large: 1400 } as const;

/** Media queries for the three layouts, built from BREAKPOINTS. */
export const MEDIA_QUERIES = {
  mobile: `(max-width: ${BREAKPOINTS.desktop - 1}px)`,
  desktop: `(min-width: ${BREAKPOINTS.desktop}px)`,
  large: `(min-width: ${BREAKPOINTS.large}px)`,
} as const;

/** Cached query data unused this long is discarded (React Query's gcTime). */
export const QUERY_CACHE_GC_MS = 5 * 60 * 1000;
/**
 * How long the account's details (`account.me`) count as fresh. A sign-out in another tab makes
 * a tab check its session again; while it does, the query can be switched off and on, and
 * without this it would ask again right as the server ends the session (a needless 401).
 */
export const ACCOUNT_FRESH_MS = 30 * 1000;

/** Failed queries are retried this many times, 1 s, doubling, capped at 30 s. */
export const QUERY_RETRY = { count: 3, baseDelayMs: 1000, maxDelayMs: 30_000 } as const;

/** The wait before retry number `failureCount` (0 for the first retry). */
export function queryRetryDelayMs(failureCount: number): number {
  return Math.min(QUERY_RETRY.baseDelayMs * 2 ** Math.max(0, failureCount), QUERY_RETRY.maxDelayMs);
}
