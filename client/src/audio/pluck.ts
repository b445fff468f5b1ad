/**
 * The plucked-string sound, pure: Karplus-Strong synthesis rendered into samples once per
 * note and sample rate. Rendering it here, rather than with Tone's PluckSynth, keeps the
 * sound free of an AudioWorklet (which the app's CSP would have to allow from blob: URLs),
 * lets any number of notes ring at once, and starts each note sample-accurately.
 */

import { mulberry32 } from '../lib/seededRandom';

export const midiToFrequency = (midi: number): number => 440 * 2 ** ((midi - 69) / 12);

/** How long the string rings (to −60 dB): longer for low strings, as on a guitar. */
export const ringSeconds = (frequency: number): number => 1.2 + 3 * Math.min(1, 82 / frequency);

/**
 * `seconds` of a plucked string at `frequency`, peak level 1, starting at full level on its
 * first sample. The loop (a delay of one period with a two-point average) is tuned to the
 * exact period with a fractional, linearly interpolated delay.
 */
export function pluckSamples(
  frequency: number,
  sampleRate: number,
  seconds: number,
  seed = 1,
): Float32Array<ArrayBuffer> {
  const length = Math.max(1, Math.round(seconds * sampleRate));
  const out = new Float32Array(length);
  const period = sampleRate / frequency;
  // The two-point average adds half a sample of delay: the interpolated delay makes up the rest.
  const delay = period - 0.5;
  const whole = Math.floor(delay);
  const fraction = delay - whole;
  const loss = 10 ** (-3 / (ringSeconds(frequency) * frequency));

  // The excitation: one period of noise, softened by a one-pole low-pass (a pick, not a
  // wire brush), without DC (which the loop would hold forever), with its largest sample first.
  const excitationLength = Math.max(2, Math.round(period));
  const excitation = new Float32Array(excitationLength);
  const next = mulberry32(seed);
  let smooth = 0;
  for (let n = 0; n < excitationLength; n++) {
    smooth += 0.5 * (next() * 2 - 1 - smooth);
    excitation[n] = smooth;
  }
  const mean = excitation.reduce((sum, v) => sum + v, 0) / excitationLength;
  let peakAt = 0;
  for (let n = 0; n < excitationLength; n++) {
    excitation[n] = excitation[n]! - mean;
    if (Math.abs(excitation[n]!) > Math.abs(excitation[peakAt]!)) peakAt = n;
  }
  [excitation[0], excitation[peakAt]] = [excitation[peakAt]!, excitation[0]!];

  const at = (n: number): number => (n >= 0 ? out[n]! : 0);
  for (let n = 0; n < length; n++) {
    const a = (1 - fraction) * at(n - whole) + fraction * at(n - whole - 1);
    const b = (1 - fraction) * at(n - whole - 1) + fraction * at(n - whole - 2);
    out[n] = (n < excitationLength ? excitation[n]! : 0) + loss * 0.5 * (a + b);
  }

  let peak = 0;
  for (let n = 0; n < length; n++) peak = Math.max(peak, Math.abs(out[n]!));
  if (peak > 0) for (let n = 0; n < length; n++) out[n] = out[n]! / peak;
  return out;
}
