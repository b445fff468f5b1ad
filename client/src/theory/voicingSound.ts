import type { ChordModel } from './chordTones';
import type { Found } from './ranking';
import type { Tuning } from './tunings';

/*
 * How a voicing sounds low on the neck, as the ranking (ranking.ts) weighs it: the
 * voicings players avoid (a second right above a low bass, a flat or sharp ninth under
 * the third) and a thick bass (the low interval limit for thirds, fourths and tritones).
 * Each runs once per voicing found: plain loops, no allocation.
 */

/** Below this pitch (E3) a second between the two lowest notes is muddy. */
const MUDDY_BELOW_MIDI = 52;

/** Whether the voicing is one players avoid for its sound (the rules at the top of ranking.ts). */
export function soundsAvoided(f: Found, chord: ChordModel, tuning: Tuning): boolean {
  let lowest = Infinity;
  let next = Infinity;
  let lowestThird = Infinity;
  const { frets } = f;
  for (let string = 0; string < frets.length; string++) {
    if (frets[string]! < 0) continue;
    const midi = tuning.midi[string]! + frets[string]!;
    if (midi < lowest) [lowest, next] = [midi, lowest];
    else if (midi < next) next = midi;
    if (midi < lowestThird && chord.tones[chord.toneAt[midi % 12]!]!.inversion === 1) lowestThird = midi;
  }
  // A ninth a second above the bass, low down: muddy (a sus2's second is the chord itself).
  if (lowest < MUDDY_BELOW_MIDI && next - lowest <= 2 && isExtension(chord.tones[chord.toneAt[next % 12]!]!.interval))
    return true;
  // A ninth (flat, natural or sharp) sounding below every third of the chord; an 11th or 13th may (Lydian shapes),
  // and so may the natural ninth of an add9 chord, whose open shapes are that cluster (Eadd9 `024100`).
  if (lowestThird === Infinity) return false;
  const addNine =
    chord.tones.length === 4 && chord.tones.every((tone) => tone.inversion !== 3 && tone.interval !== '6M');
  for (let string = 0; string < frets.length; string++) {
    if (frets[string]! < 0) continue;
    const midi = tuning.midi[string]! + frets[string]!;
    const interval = chord.tones[chord.toneAt[midi % 12]!]!.interval;
    if (midi < lowestThird && isNinth(interval) && !(addNine && interval === '9M')) return true;
  }
  return false;
}

/** Below this pitch (B2) a third, fourth or tritone between the two lowest notes is thick (the low interval limit). */
const THICK_BELOW_MIDI = 47;

/**
 * A third, a fourth or a tritone right above a bass of B♭2 or lower, outside the open chords: the low
 * register turns it to mud, so books voice the next note a fifth or more up (the E-shape
 * barre's root and fifth), or skip a string (`3x3435` for G9, not `32323x`).
 */
export function thickBass(f: Found, tuning: Tuning): boolean {
  let lowest = Infinity;
  let next = Infinity;
  const { frets } = f;
  for (let string = 0; string < frets.length; string++) {
    if (frets[string]! < 0) continue;
    const midi = tuning.midi[string]! + frets[string]!;
    if (midi < lowest) [lowest, next] = [midi, lowest];
    else if (midi < next) next = midi;
  }
  return !f.usesOpen && lowest < THICK_BELOW_MIDI && next - lowest >= 3 && next - lowest <= 6;
}

const isExtension = (interval: string): boolean => /^(9|11|13)/.test(interval);
const isNinth = (interval: string): boolean => interval.startsWith('9');
