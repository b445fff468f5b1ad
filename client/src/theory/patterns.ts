import { ChordType, Note } from 'tonal';
import { MAX_FRET, type Position, midiAt, spellMidi } from './neck';
import { degreeLabel } from './degree';
import { resolveScaleType } from './scaleType';
import { STRING_COUNT, getTuning, type Tuning } from './tunings';
import type { NeckNote, TuningSpec } from './types';

/** A scale or chord on a root, spelled: its notes and their intervals from the root, in order. */
export interface Pattern {
  root: string;
  /** Pitch classes as the pattern spells them ("F G A Bb C D E"). */
  notes: string[];
  /** tonal's interval names, one per note ("1P 2M 3M 4P ..."). */
  intervals: string[];
}

/** The pitch class of a note name ("C", "f#4" -> "F#"), or null when it is not a note. */
export function rootPitchClass(note: string): string | null {
  if (typeof note !== 'string') return null;
  const parsed = Note.get(note.trim());
  return parsed.empty ? null : parsed.pc;
}

function patternFrom(root: string, intervals: readonly string[]): Pattern | null {
  const pc = rootPitchClass(root);
  if (!pc || intervals.length === 0) return null;
  // Transposing a pitch class keeps the spelling of the pattern: Bb in F major, E# in F# major.
  return { root: pc, notes: intervals.map((i) => Note.transpose(pc, i)), intervals: [...intervals] };
}

/** A scale on a root ("F", "major" or "minor-pentatonic"), or null for an unknown root or type. */
export function scalePattern(root: string, scaleType: string): Pattern | null {
  const type = resolveScaleType(scaleType);
  return type ? patternFrom(root, type.intervals) : null;
}

/**
 * A chord type's intervals from tonal's name or symbol ("minor seventh", "m7", "maj7") or
 * a slug with '-' for spaces ("minor-seventh"); null when tonal does not know it.
 */
export function chordTypeIntervals(chordType: string): string[] | null {
  if (typeof chordType !== 'string') return null;
  const trimmed = chordType.trim();
  // "-7" is tonal's symbol for a minor seventh, so the name is tried before un-slugging.
  for (const name of [trimmed, trimmed.replace(/-/g, ' ')]) {
    const type = ChordType.get(name);
    if (!type.empty) return type.intervals;
  }
  return null;
}

/** A chord's tones on a root, or null for an unknown root or chord type. */
export function chordPattern(root: string, chordType: string): Pattern | null {
  const intervals = chordTypeIntervals(chordType);
  return intervals ? patternFrom(root, intervals) : null;
}

// Kept in its own module so the free neck can label notes without the chord and scale dictionaries.
export { degreeLabel } from './degree';

/** Index of each pitch class (0-11) in a pattern, -1 where it has none. */
function chromaIndex(pattern: Pattern): number[] {
  const index = new Array<number>(12).fill(-1);
  pattern.notes.forEach((note, i) => {
    const chroma = Note.chroma(note);
    if (chroma !== undefined && index[chroma] === -1) index[chroma] = i;
  });
  return index;
}

/** Makes NeckNotes for one pattern in one tuning; null for a position outside the pattern. */
export function neckNoteMaker(pattern: Pattern, tuning: Tuning): (position: Position) => NeckNote | null {
  const index = chromaIndex(pattern);
  return (position) => {
    const midi = midiAt(tuning, position);
    const i = index[midi % 12]!;
    if (i === -1) return null;
    const interval = pattern.intervals[i]!;
    const pitch = spellMidi(midi, [pattern.notes[i]!]);
    return {
      string: position.string,
      fret: position.fret,
      pitch,
      note: Note.pitchClass(pitch),
      interval,
      degree: degreeLabel(interval),
      isRoot: i === 0,
    };
  };
}

/** Every note of a pattern between two frets, string by string from the lowest, then by fret. */
export function patternOnNeck(pattern: Pattern, tuning: Tuning, fromFret = 0, toFret = MAX_FRET): NeckNote[] {
  const make = neckNoteMaker(pattern, tuning);
  const found: NeckNote[] = [];
  const from = Math.max(0, Math.ceil(fromFret));
  const to = Math.min(MAX_FRET, Math.floor(toFret));
  for (let string = 0; string < STRING_COUNT; string++) {
    for (let fret = from; fret <= to; fret++) {
      const note = make({ string, fret });
      if (note) found.push(note);
    }
  }
  return found;
}

function onNeck(pattern: Pattern | null, tuning: TuningSpec | undefined, fromFret: number, toFret: number): NeckNote[] {
  const resolved = getTuning(tuning);
  if (!pattern || !resolved || !Number.isFinite(fromFret) || !Number.isFinite(toFret)) return [];
  return patternOnNeck(pattern, resolved, fromFret, toFret);
}

/** A scale's notes across the neck ("F", "major"): Bb in F major, E# in F# major. [] for an unknown root, type or tuning. */
export function scaleNotesOnNeck(
  root: string,
  scaleType: string,
  tuning?: TuningSpec,
  fromFret = 0,
  toFret = MAX_FRET,
): NeckNote[] {
  return onNeck(scalePattern(root, scaleType), tuning, fromFret, toFret);
}

/** An arpeggio: a chord's tones across the neck ("A", "m7" or "minor-seventh"). [] for an unknown root, type or tuning. */
export function chordNotesOnNeck(
  root: string,
  chordType: string,
  tuning?: TuningSpec,
  fromFret = 0,
  toFret = MAX_FRET,
): NeckNote[] {
  return onNeck(chordPattern(root, chordType), tuning, fromFret, toFret);
}

/** Every place a note occurs, spelled as given ("Bb" stays Bb). [] for a bad note or tuning. */
export function rootNotesOnNeck(note: string, tuning?: TuningSpec, fromFret = 0, toFret = MAX_FRET): NeckNote[] {
  return onNeck(patternFrom(note, ['1P']), tuning, fromFret, toFret);
}
