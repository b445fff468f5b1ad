import { describe, expect, it } from 'vitest';
import { currentTaps, tapTempo } from './tapTempo';

const every = (ms: number, count: number, from = 0) => Array.from({ length: count }, (_, i) => from + i * ms);

describe('tap tempo', () => {
  it('needs two taps before it names a tempo', () => {
    expect(tapTempo([])).toBeNull();
    expect(tapTempo([1000])).toBeNull();
    expect(tapTempo([1000, 1500])).toBe(120);
  });

  it('averages the intervals, snapped to steps of 10', () => {
    expect(tapTempo([0, 480, 1010, 1490])).toBe(120); // ~496.7 ms a beat: 120.8 BPM
    expect(tapTempo(every(651, 4))).toBe(90); // 92.2 BPM
    expect(tapTempo(every(1000, 3))).toBe(60);
  });

  it('follows the latest taps, not the whole history', () => {
    const slowThenFast = [...every(1000, 6), ...every(500, 5, 5500)];
    expect(tapTempo(slowThenFast)).toBe(120);
    expect(currentTaps(slowThenFast)).toHaveLength(5);
  });

  it('starts a new count after a pause of more than two seconds', () => {
    expect(tapTempo([0, 500, 1000, 3500])).toBeNull();
    expect(tapTempo([0, 500, 1000, 3500, 4500])).toBe(60);
    expect(tapTempo([0, 2000])).toBe(40); // exactly two seconds still counts: 30 BPM, clamped
  });

  it('clamps to 40..220', () => {
    expect(tapTempo([0, 100, 200])).toBe(220);
    expect(tapTempo([0, 1900])).toBe(40);
  });

  it('ignores taps out of order or at the same instant', () => {
    expect(tapTempo([1000, 1000])).toBeNull();
    expect(tapTempo([0, 500, 400])).toBeNull();
    expect(tapTempo([0, 500, 400, 900])).toBe(120);
  });
});
