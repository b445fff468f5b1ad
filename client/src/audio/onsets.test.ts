import { describe, expect, it } from 'vitest';
import { detectOnsets, onsetErrors, summarise } from './onsets';

/** Silence with decaying bursts starting at the given samples. */
function bursts(
  length: number,
  starts: number[],
  burst = (n: number) => 0.5 * Math.cos(n * 0.3) * Math.exp(-n / 40),
): Float32Array {
  const samples = new Float32Array(length);
  for (const start of starts) for (let n = 0; start + n < length && n < 400; n++) samples[start + n]! += burst(n);
  return samples;
}

describe('onset detection', () => {
  it('finds the first sample of each burst after silence', () => {
    expect(detectOnsets(bursts(10_000, [100, 2_000, 6_001]))).toEqual([100, 2_000, 6_001]);
  });

  it('finds a sound that begins on the very first sample', () => {
    expect(detectOnsets(bursts(1_000, [0]))).toEqual([0]);
  });

  it('ignores dips inside a sound and noise below the threshold', () => {
    const samples = bursts(5_000, [500]);
    for (let i = 0; i < samples.length; i++) samples[i]! += 0.001 * Math.sin(i);
    expect(detectOnsets(samples, { threshold: 0.01, minSilence: 64 })).toEqual([500]);
  });

  it('finds a burst whose first sample is below the threshold where it crosses it', () => {
    const rising = bursts(2_000, [300], (n) => Math.min(1, n / 10) * 0.5);
    expect(detectOnsets(rising, { threshold: 0.1 })).toEqual([302]);
  });

  it('measures errors against ideal times in samples and seconds', () => {
    const errors = onsetErrors([48_000, 96_001], [1, 2], 48_000);
    expect(errors.map((e) => e.samples)).toEqual([0, 1]);
    expect(errors[1]!.seconds).toBeCloseTo(1 / 48_000, 12);
    expect(summarise([0, 1, -2])).toMatchObject({ count: 3, maxAbs: 2 });
    expect(summarise([1, 1]).stdDev).toBe(0);
  });
});
