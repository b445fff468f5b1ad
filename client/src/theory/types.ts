import type { Position } from './neck';

/** What a tuning may be given as: a preset id ("DROP_D"), "E2 A2 D3 G3 B3 E4", or six pitches. */
export type TuningSpec = string | readonly string[];

/** A note placed on the neck, with what it means in the pattern being shown. */
export interface NeckNote extends Position {
  /** Pitch with octave, spelled for the pattern ("Bb3"). */
  pitch: string;
  /** Pitch class ("Bb"). */
  note: string;
  /** Interval from the pattern's root, tonal's short names ("1P", "3M", "7m"). */
  interval: string;
  /** Scale or chord degree shown to a learner ("1", "b3", "5", "b7", "9"). */
  degree: string;
  isRoot: boolean;
}

export interface Barre {
  fret: number;
  finger: number;
  /** Lowest and highest string index covered (0 = lowest-pitched string). */
  fromString: number;
  toString: number;
}

/** One way to play a chord. */
export interface Voicing {
  /** Six numbers from the lowest string to the highest; -1 is a muted string. */
  frets: number[];
  /** Six numbers: 0 for an open or muted string, 1 to 4 for index to little finger, 5 for the thumb. */
  fingers: number[];
  barres: Barre[];
  /** How hard the shape is for the hand (hand.ts): about 1 to 2 for easy open shapes, 4 to 6 for barres. */
  difficulty: number;
  /** From the lowest to the highest fretted fret, in widths of the first fret (a stretch at the nut is wider). */
  reach: number;
  /** The sounding notes, lowest first, one per string (null where muted). */
  notes: Array<NeckNote | null>;
  /** Pitch class in the bass. */
  bass: string;
  /** 0 root position, 1 third in the bass, 2 fifth, 3 seventh; -1 another tone in the bass. */
  inversion: number;
  /** Intervals of the chord that this voicing leaves out (e.g. ["5P"]). */
  omitted: string[];
  /** Lowest and highest fretted fret (open strings not counted; 0 when all open). */
  minFret: number;
  maxFret: number;
}

export interface VoicingOptions {
  /** Largest distance between the lowest and highest fretted fret (default 4: a span of four frets). */
  maxStretch?: number;
  /** Whether open strings may sound (default true). */
  openStrings?: boolean;
  /** 'root' for the root in the bass, a number for that inversion, 'any' (default). */
  bass?: 'root' | 'any' | number;
  /** Only these strings may sound (indexes, 0 = lowest); others are muted. */
  strings?: readonly number[];
  /** Prefer voicings whose hand position is nearest this fret (and keep within a few frets of it). */
  aroundFret?: number;
  /** Drop-2 or drop-3 voicings of a four-note chord on the given `strings` (four adjacent strings). */
  drop?: 2 | 3;
  /** How many to return at most (default all). */
  limit?: number;
  /**
   * 'book' (default): as chord books order them (ranking.ts). 'legacy': the order before
   * 2026-11-25, only to read a link or favourite that names a voicing by its place then.
   */
  order?: 'book' | 'legacy';
  /** Leave the root out, as jazz players do over a bass player (chords of four tones or more; default false). */
  rootless?: boolean;
  /**
   * A slash chord's bass ("B" for C/B): the lowest note. A chord tone makes an inversion; a
   * note from outside the chord sounds only there. Not with `bass`.
   */
  bassNote?: string;
}

/** One reading of a set of notes as a chord, with why. */
export interface ChordReading {
  /** As a guitarist writes it: "C", "Am7", "C/E", "G7/B". */
  name: string;
  root: string;
  /** tonal's chord type name ("major", "minor seventh"). */
  type: string;
  symbol: string;
  bass: string;
  /** Chord tones missing from the notes (only the fifth may be), tonal interval names. */
  missing: string[];
  /** Each sounding pitch class as an interval over the bass, lowest first ("1P 3m 6m"). */
  intervalsOverBass: string[];
  /** A sentence a learner can read: "C major with E in the bass (first inversion)". */
  why: string;
}

/** A group of neck positions a teacher would show as one shape. */
export interface PatternShape {
  /** Stable id for links (`?position=`): "caged-c", "3nps-2", "box-1", "frets-5-8". */
  id: string;
  /** Shown to the learner: "C shape", "Position 2 (3 notes per string)", "Box 1", "Frets 5–8". */
  name: string;
  notes: NeckNote[];
  fromFret: number;
  toFret: number;
}
