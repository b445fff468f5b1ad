import { Note } from 'tonal';
import { TUNING_IDS, type TuningId } from '#events/tuningIds';

export { TUNING_IDS, type TuningId };

/**
 * The 16 tuning presets of spec section 3, lowest string first, with octaves. Strings are
 * named e-low, a, d, g, b, e-high (spec) whatever they are tuned to.
 */
export const GUITAR_STRINGS = ['e-low', 'a', 'd', 'g', 'b', 'e-high'] as const;
export type GuitarString = (typeof GUITAR_STRINGS)[number];
export const STRING_COUNT = 6;

export const TUNING_PRESETS = {
  STANDARD: { name: 'Standard', pitches: ['E2', 'A2', 'D3', 'G3', 'B3', 'E4'] },
  // Robert Fripp's New Standard Tuning: fifths from C, then a minor third on top.
  NEW_STANDARD: { name: 'New Standard', pitches: ['C2', 'G2', 'D3', 'A3', 'E4', 'G4'] },
  DROP_D: { name: 'Drop D', pitches: ['D2', 'A2', 'D3', 'G3', 'B3', 'E4'] },
  OPEN_G: { name: 'Open G', pitches: ['D2', 'G2', 'D3', 'G3', 'B3', 'D4'] },
  OPEN_D: { name: 'Open D', pitches: ['D2', 'A2', 'D3', 'F#3', 'A3', 'D4'] },
  // "Open F9" names a chord, not a standard tuning: we tune the open strings to an F9
  // chord (C F C G A Eb: fifth, root, fifth, ninth, third, flat seventh), each string
  // within four semitones of standard so string tension stays playable.
  OPEN_F9: { name: 'Open F9', pitches: ['C2', 'F2', 'C3', 'G3', 'A3', 'Eb4'] },
  // "Open 6" is read as open C6 (C A C G C E), the tuning of Led Zeppelin's
  // "Bron-Yr-Aur" and "Friends": the open strings sound a C6 chord.
  OPEN_6: { name: 'Open 6', pitches: ['C2', 'A2', 'C3', 'G3', 'C4', 'E4'] },
  DADGAD: { name: 'DADGAD', pitches: ['D2', 'A2', 'D3', 'G3', 'A3', 'D4'] },
  DROP_C: { name: 'Drop C', pitches: ['C2', 'G2', 'C3', 'F3', 'A3', 'D4'] },
  OPEN_C: { name: 'Open C', pitches: ['C2', 'G2', 'C3', 'G3', 'C4', 'E4'] },
  OPEN_E: { name: 'Open E', pitches: ['E2', 'B2', 'E3', 'G#3', 'B3', 'E4'] },
  DROP_B: { name: 'Drop B', pitches: ['B1', 'F#2', 'B2', 'E3', 'G#3', 'C#4'] },
  ALL_FOURTHS: { name: 'All Fourths', pitches: ['E2', 'A2', 'D3', 'G3', 'C4', 'F4'] },
  // Standard tuning's intervals moved down so the lowest string is A, B or D.
  STANDARD_A: { name: 'Standard A', pitches: ['A1', 'D2', 'G2', 'C3', 'E3', 'A3'] },
  STANDARD_B: { name: 'Standard B', pitches: ['B1', 'E2', 'A2', 'D3', 'F#3', 'B3'] },
  STANDARD_D: { name: 'Standard D', pitches: ['D2', 'G2', 'C3', 'F3', 'A3', 'D4'] },
} as const satisfies Record<TuningId, { name: string; pitches: readonly string[] }>;

export const DEFAULT_TUNING: TuningId = 'STANDARD';

export interface Tuning {
  /** The preset's id, or null for a custom tuning. */
  id: TuningId | null;
  name: string;
  /** Six pitches with octave, lowest string first, in tonal's spelling ("F#3"). */
  pitches: string[];
  /** Their MIDI numbers. */
  midi: number[];
}

export const isTuningId = (value: unknown): value is TuningId =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(TUNING_PRESETS, value);

/**
 * A tuning from a preset id ("DROP_D"), six pitches as one string ("D2 A2 D3 G3 B3 E4")
 * or as an array, lowest string first. Six pitches that match a preset are that preset.
 * Returns null (never throws) unless it is six real pitches with octaves within a
 * guitar's reach (A0 to E6); re-entrant tunings are allowed.
 */
export function getTuning(spec: TuningId | string | readonly string[] = DEFAULT_TUNING): Tuning | null {
  if (typeof spec === 'string' && isTuningId(spec)) {
    const preset = TUNING_PRESETS[spec];
    return {
      id: spec,
      name: preset.name,
      pitches: [...preset.pitches],
      midi: preset.pitches.map((p) => Note.midi(p)!),
    };
  }
  const parts = typeof spec === 'string' ? spec.trim().split(/[\s,]+/) : [...spec];
  if (parts.length !== STRING_COUNT) return null;
  const notes = parts.map((p) => Note.get(p));
  if (notes.some((n) => n.empty || n.oct === undefined || n.midi === null)) return null;
  const midi = notes.map((n) => n.midi!);
  if (midi.some((m) => m < 21 || m > 88)) return null;
  const pitches = notes.map((n) => n.name);
  const preset = TUNING_IDS.find((id) => TUNING_PRESETS[id].pitches.every((p, i) => Note.midi(p) === midi[i]));
  return preset
    ? { id: preset, name: TUNING_PRESETS[preset].name, pitches, midi }
    : { id: null, name: pitches.map((p) => Note.pitchClass(p)).join(''), pitches, midi };
}
