import { describe, expect, it } from 'vitest';
import { clickSamples } from './clickSound';
import { softClip, softClipCurve } from './output';
import { midiToFrequency, pluckSamples } from './pluck';

const peak = (samples: Float32Array): number => samples.reduce((max, v) => Math.max(max, Math.abs(v)), 0);

/** The period, in samples, where the autocorrelation peaks within the given range. */
function period(samples: Float32Array, from: number, to: number, min: number, max: number): number {
  let best = min;
  let bestScore = -Infinity;
  for (let lag = min; lag <= max; lag++) {
    let score = 0;
    for (let n = from; n < to; n++) score += samples[n]! * samples[n + lag]!;
    if (score > bestScore) [best, bestScore] = [lag, score];
  }
  return best;
}

describe('the plucked string', () => {
  it('sounds at the pitch of its note', () => {
    const rate = 48_000;
    for (const midi of [40, 57, 64, 76]) {
      const frequency = midiToFrequency(midi);
      const samples = pluckSamples(frequency, rate, 0.5, midi);
      const expected = rate / frequency;
      const found = period(samples, 4_000, 8_000, Math.floor(expected * 0.8), Math.ceil(expected * 1.2));
      expect(Math.abs(found - expected)).toBeLessThan(1);
    }
  });

  it('starts at full level on its first sample, peaks at 1 and dies away', () => {
    const samples = pluckSamples(110, 48_000, 3, 1);
    expect(Math.abs(samples[0]!)).toBeGreaterThan(0.5);
    expect(peak(samples)).toBeCloseTo(1, 6);
    const tail = samples.subarray(samples.length - 4_800);
    expect(peak(tail)).toBeLessThan(0.05);
  });

  it('is the same every time for the same note', () => {
    expect(pluckSamples(220, 44_100, 0.1, 7)).toEqual(pluckSamples(220, 44_100, 0.1, 7));
  });
});

describe('the metronome click', () => {
  it('starts at its full level and ends in silence, the accent loudest and subdivisions quietest', () => {
    const [accent, beat, sub] = (['accent', 'beat', 'sub'] as const).map((kind) => clickSamples(kind, 48_000));
    expect(accent![0]).toBeGreaterThan(beat![0]!);
    expect(beat![0]).toBeGreaterThan(sub![0]!);
    for (const click of [accent!, beat!, sub!]) {
      expect(click[0]).toBe(peak(click));
      expect(Math.abs(click[click.length - 1]!)).toBe(0);
    }
  });
});

describe('the master soft clipper', () => {
  it('is exactly linear below the knee and never exceeds 1', () => {
    expect(softClip(0.5)).toBe(0.5);
    expect(softClip(-0.7)).toBe(-0.7);
    expect(softClip(3)).toBeLessThanOrEqual(1);
    expect(softClip(0.9)).toBeGreaterThan(0.8);
    const curve = softClipCurve(4097);
    expect(curve[2048]).toBe(0);
    expect(peak(curve)).toBeLessThanOrEqual(1);
  });
});
