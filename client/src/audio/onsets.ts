/**
 * Onset detection for rendered audio, pure: the first sample of each sound that follows
 * silence. Used by the timing tests and the metronome benchmark to compare where clicks
 * and notes begin in a rendered buffer with where they were meant to begin.
 */

export interface OnsetOptions {
  /** Absolute level a sample must reach to count as sound (default 0.01, −40 dBFS). */
  threshold?: number;
  /** Samples below the threshold that make a silence before an onset (default 64). */
  minSilence?: number;
}

/** Indices of the first sample at or above the threshold after at least `minSilence` quiet samples. */
export function detectOnsets(samples: ArrayLike<number>, options: OnsetOptions = {}): number[] {
  const threshold = options.threshold ?? 0.01;
  const minSilence = options.minSilence ?? 64;
  const onsets: number[] = [];
  // The buffer's start counts as silence: a sound at sample 0 is an onset.
  let quiet = minSilence;
  for (let i = 0; i < samples.length; i++) {
    if (Math.abs(samples[i]!) >= threshold) {
      if (quiet >= minSilence) onsets.push(i);
      quiet = 0;
    } else {
      quiet++;
    }
  }
  return onsets;
}

export interface OnsetError {
  /** Onset sample minus ideal time × sample rate: how late the sound began, in samples. */
  samples: number;
  seconds: number;
}

/** Each onset's error against its ideal time (same order, same count expected). */
export function onsetErrors(
  onsets: readonly number[],
  idealTimes: readonly number[],
  sampleRate: number,
): OnsetError[] {
  return onsets.map((onset, i) => {
    const samples = onset - idealTimes[i]! * sampleRate;
    return { samples, seconds: samples / sampleRate };
  });
}

export interface ErrorSummary {
  count: number;
  maxAbs: number;
  mean: number;
  stdDev: number;
}

export function summarise(values: readonly number[]): ErrorSummary {
  const count = values.length;
  if (count === 0) return { count, maxAbs: 0, mean: 0, stdDev: 0 };
  const mean = values.reduce((sum, v) => sum + v, 0) / count;
  const variance = values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / count;
  return { count, maxAbs: Math.max(...values.map(Math.abs)), mean, stdDev: Math.sqrt(variance) };
}
