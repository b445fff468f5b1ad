/**
 * The theory engine's public face: pure TypeScript on top of tonal (no React, no DOM).
 * What tonal knows (notes, intervals, chord and scale dictionaries, spelling) comes from
 * tonal; what is ours is the guitar: tunings, the neck, voicings, positions, and reading
 * a fretted shape as a chord.
 *
 * Strings are numbered from the lowest-pitched (index 0, spec name "e-low") to the
 * highest (index 5, "e-high"). Frets run from 0 (open) to 24. A tuning is a preset id
 * ("DROP_D"), six pitches as one string ("D2 A2 D3 G3 B3 E4") or as an array, lowest
 * first; when left out it is standard tuning. Nothing here throws on bad input: an
 * unknown root, type or tuning gives an empty result.
 */

/**
 * Every playable voicing of a chord, best first, the way a guitarist ranks them: complete
 * chords first, the root in the bass, open shapes, fewer fingers, lower on the neck.
 *
 * - `root`: a note name ("C", "F#", "Bb").
 * - `type`: tonal's chord type names and the common symbols ("major", "m", "7", "maj7",
 *   "m7b5", "minor-seventh").
 * - `tuning`: as above.
 * - `options`: maximum stretch, no open strings, bass (root or an inversion), string set,
 *   around a fret, drop-2 or drop-3, a limit (see `VoicingOptions`).
 *
 * Each voicing's `frets` has six numbers from the lowest string to the highest, -1 for a
 * muted string: C major's open shape is `[-1, 3, 2, 0, 1, 0]`. It also carries finger
 * numbers, barres, the notes with their intervals, the bass and the inversion.
 */
export { chordVoicings, clearVoicingCache } from './voicings';
export { formatFrets, parseFrets, sameFrets } from './shapeText';
export { difficultyLabel } from './hand';
export type { DifficultyLabel } from './hand';

/**
 * The names a fretted shape can be read as, best first ("C", "Am7", "C/E"), for six frets
 * from the lowest string (-1 muted) in a tuning. Root position comes before inversions,
 * inversions before slash chords, and a missing fifth is allowed. Two notes name their
 * interval first ("major third"). E-G-C over E reads "C/E"; C-E-G-A reads "C6" over C and
 * "Am7" over A. `readChord` gives the same readings with their reasons.
 */
export { identifyChord, readChord, readNotes, scalesContaining, intervalName } from './identify';

export {
  getTuning,
  isTuningId,
  TUNING_IDS,
  TUNING_PRESETS,
  DEFAULT_TUNING,
  GUITAR_STRINGS,
  STRING_COUNT,
} from './tunings';
export type { Tuning, TuningId, GuitarString } from './tunings';
export { MAX_FRET, midiAt, chromaAt, pitchAt, pitchClassAt, positionsOf, spellMidi } from './neck';
export type { Position, Spelling } from './neck';
export { resolveChordType, chordTypeKey } from './chordType';
export { resolveScaleType } from './scaleType';
export { scaleNotesOnNeck, chordNotesOnNeck, rootNotesOnNeck, degreeLabel } from './patterns';
export { scaleShapes, arpeggioShapes, hasStandardIntervals } from './shapes';
export type { ShapeSystem } from './shapes';
export { chordTypeOptions, scaleTypeOptions, chordTypeSlug, scaleLink, chordSymbol, ROOTS } from './catalog';
export type { TypeOption } from './catalog';
export type { NeckNote, Voicing, VoicingOptions, Barre, ChordReading, PatternShape, TuningSpec } from './types';
