import type { ClickKind } from './clickGrid';

/**
 * The metronome's click, pure: a short decaying tone burst that starts at full level on
 * its very first sample (a cosine, not a sine), so the click is heard, and found in a
 * rendered buffer, exactly where it was scheduled. The accent is higher and louder; a
 * subdivision click is lower and quieter.
 */

export interface ClickVoice {
  frequency: number;
  level: number;
}

export const clickVoices: Record<ClickKind, ClickVoice> = {
  accent: { frequency: 1760, level: 0.6 },
  beat: { frequency: 1320, level: 0.45 },
  sub: { frequency: 990, level: 0.25 },
};

const LENGTH_SECONDS = 0.03;
const DECAY_SECONDS = 0.006;
/** The last samples fade to zero so the burst ends without a step. */
const FADE_SECONDS = 0.002;

export function clickSamples(kind: ClickKind, sampleRate: number): Float32Array<ArrayBuffer> {
  const { frequency, level } = clickVoices[kind];
  const length = Math.round(LENGTH_SECONDS * sampleRate);
  const fade = Math.round(FADE_SECONDS * sampleRate);
  const samples = new Float32Array(length);
  for (let n = 0; n < length; n++) {
    const t = n / sampleRate;
    const tail = Math.min(1, (length - 1 - n) / fade);
    samples[n] = level * Math.cos(2 * Math.PI * frequency * t) * Math.exp(-t / DECAY_SECONDS) * tail;
  }
  return samples;
}
