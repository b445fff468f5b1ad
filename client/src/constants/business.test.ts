import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  DEFAULT_TOOL_KEY,
  FRET_MARKERS,
  MEDIA_QUERIES,
  normaliseTempo,
  QUERY_CACHE_GC_MS,
  QUERY_RETRY,
  queryRetryDelayMs,
  TAGLINE,
  TEMPO,
} from './business';

describe('business constants', () => {
  it('match spec section 9', () => {
    expect(TAGLINE).toBe('Interactive Guitar Fretboard');
    expect(DEFAULT_TOOL_KEY).toBe('C');
    expect(TEMPO).toEqual({ default: 60, mid: 90, min: 40, max: 220, step: 10 });
    expect(FRET_MARKERS).toEqual([0, 3, 5, 7, 9, 12, 15, 17, 19, 21]);
    expect(BREAKPOINTS).toEqual({ desktop: 960, large: 1400 });
    expect(QUERY_CACHE_GC_MS).toBe(300_000);
    expect(QUERY_RETRY.count).toBe(3);
  });

  it('make mobile end one pixel below the desktop breakpoint', () => {
    expect(MEDIA_QUERIES.mobile).toBe('(max-width: 959px)');
    expect(MEDIA_QUERIES.desktop).toBe('(min-width: 960px)');
    expect(MEDIA_QUERIES.large).toBe('(min-width: 1400px)');
  });
});

describe('tempo normalising', () => {
  it('clamps to 40..220', () => {
    expect(normaliseTempo(10)).toBe(40);
    expect(normaliseTempo(500)).toBe(220);
  });

  it('snaps to the nearest step of 10', () => {
    expect(normaliseTempo(64)).toBe(60);
    expect(normaliseTempo(65)).toBe(70);
    expect(normaliseTempo(90)).toBe(90);
  });
});

describe('query retry delay', () => {
  it('starts at 1 s, doubles, and is capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
