import { describe, expect, it } from 'vitest';
import { formatLongDate, isIsoDate } from './formatDate';

describe('content dates', () => {
  it('writes a calendar day the British way', () => {
    expect(formatLongDate('2026-11-21')).toBe('21 November 2026');
  });

  it('accepts real days and rejects impossible or malformed ones', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-11-21T00:00:00Z')).toBe(false);
    expect(isIsoDate('21/11/2026')).toBe(false);
  });

  it('leaves a string that is not a day unchanged rather than throwing', () => {
    expect(formatLongDate('soon')).toBe('soon');
  });
});
