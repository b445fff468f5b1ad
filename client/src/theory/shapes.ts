import { Note } from 'tonal';
import { MAX_FRET } from './neck';
import { type Pattern, chordPattern, neckNoteMaker, patternOnNeck, scalePattern } from './patterns';
import { STRING_COUNT, getTuning, type Tuning } from './tunings';
import type { NeckNote, PatternShape, TuningSpec } from './types';

/**
 * The position systems a teacher uses:
 * - `caged`: five CAGED positions (standard-interval tunings; major scale and its modes, arpeggios).
 * - `3nps`: seven 3-notes-per-string positions (standard-interval tunings; seven-note scales).
 * - `box`: five 2-notes-per-string boxes (standard-interval tunings; five-note scales).
 * - `frets`: 4-fret windows from each root on the two lowest strings (any tuning).
 * - `all`: the whole neck (any tuning).
 */
export type ShapeSystem = 'caged' | '3nps' | 'box' | 'frets' | 'all';

const STANDARD_STEPS = [5, 5, 5, 4, 5];
const MAJOR_CHROMA = [0, 2, 4, 5, 7, 9, 11];

/**
 * Whether a tuning has standard tuning's intervals (Standard, and Standard A, B, D): the
 * CAGED, 3-notes-per-string and box fingerings are only the familiar ones there.
 */
export function hasStandardIntervals(tuning: Tuning): boolean {
  return STANDARD_STEPS.every((step, i) => tuning.midi[i + 1]! - tuning.midi[i]! === step);
}

/**
 * Each CAGED position as a fret window relative to r, the fret (0-11) of the key's tonic
 * (a chord's root) on the lowest string: the E shape sits round the tonic there, the
 * others follow up the neck. Each window is moved by octaves to its lowest place on the
 * neck (a window starting at fret -1 is the open position, clipped to fret 0), so G
 * major's G shape is the open position and its E shape frets 2-5.
 */
const CAGED_WINDOWS = [
  { shape: 'E', from: -1, to: 2 },
  { shape: 'D', from: 1, to: 5 },
  { shape: 'C', from: 4, to: 7 },
  { shape: 'A', from: 6, to: 10 },
  { shape: 'G', from: 8, to: 12 },
] as const;

const FRET_WINDOW = 4;

const mod12 = (n: number): number => ((n % 12) + 12) % 12;

function chromas(pattern: Pattern): number[] {
  return pattern.notes.map((n) => Note.chroma(n)!);
}

/** The tonic of the major scale this scale is a mode of (D dorian -> C), or null. */
function parentMajorTonic(pattern: Pattern): number | null {
  const set = new Set(chromas(pattern));
  if (set.size !== 7) return null;
  for (let tonic = 0; tonic < 12; tonic++) {
    if (MAJOR_CHROMA.every((step) => set.has(mod12(tonic + step)))) return tonic;
  }
  return null;
}

function windowShape(
  pattern: Pattern,
  tuning: Tuning,
  id: string,
  name: string,
  fromFret: number,
  toFret: number,
): PatternShape | null {
  const notes = patternOnNeck(pattern, tuning, fromFret, toFret);
  return notes.length > 0 ? { id, name, notes, fromFret, toFret } : null;
}

function cagedShapes(pattern: Pattern, tuning: Tuning, tonicChroma: number): PatternShape[] {
  const r = mod12(tonicChroma - tuning.midi[0]!);
  const shapes: PatternShape[] = [];
  for (const { shape, from, to } of CAGED_WINDOWS) {
    const low = mod12(r + from + 1) - 1;
    const found = windowShape(
      pattern,
      tuning,
      `caged-${shape.toLowerCase()}`,
      `${shape} shape`,
      Math.max(0, low),
      low + (to - from),
    );
    if (found) shapes.push(found);
  }
  return shapes.sort((a, b) => a.fromFret - b.fromFret);
}

/**
 * Positions with `perString` consecutive scale notes on every string, one starting from
 * each scale degree on the lowest string. Position k starts on degree k at the first
 * such fret at or above the root's lowest fret (0-11), so the positions climb the neck;
 * one that would pass fret 24 is played an octave lower.
 */
function perStringShapes(
  pattern: Pattern,
  tuning: Tuning,
  perString: number,
  id: (k: number) => string,
  name: (k: number) => string,
): PatternShape[] {
  const scale = chromas(pattern);
  const inScale = new Set(scale);
  const rootFret = mod12(scale[0]! - tuning.midi[0]!);
  const make = neckNoteMaker(pattern, tuning);
  const shapes: PatternShape[] = [];
  scale.forEach((chroma, degree) => {
    const startFret = rootFret + mod12(chroma - scale[0]!);
    for (const shift of [0, -12, 12]) {
      let midi = tuning.midi[0]! + startFret + shift;
      const notes: NeckNote[] = [];
      for (let string = 0; string < STRING_COUNT; string++) {
        for (let n = 0; n < perString; n++) {
          if (notes.length > 0)
            do midi++;
            while (!inScale.has(midi % 12));
          const note = make({ string, fret: midi - tuning.midi[string]! });
          if (note) notes.push(note);
        }
      }
      const frets = notes.map((n) => n.fret);
      const fromFret = Math.min(...frets);
      const toFret = Math.max(...frets);
      if (fromFret >= 0 && toFret <= MAX_FRET) {
        shapes.push({ id: id(degree + 1), name: name(degree + 1), notes, fromFret, toFret });
        return;
      }
    }
  });
  return shapes;
}

/**
 * 4-fret windows (one finger a fret) starting on each occurrence of the root on the two
 * lowest strings, so the root is under the index finger on the bass strings, lowest first.
 */
function fretWindows(pattern: Pattern, tuning: Tuning): PatternShape[] {
  const starts = new Set<number>();
  for (const string of [0, 1]) {
    for (
      let from = mod12(Note.chroma(pattern.root)! - tuning.midi[string]!);
      from + FRET_WINDOW - 1 <= MAX_FRET;
      from += 12
    )
      starts.add(from);
  }
  const shapes: PatternShape[] = [];
  for (const from of [...starts].sort((a, b) => a - b)) {
    const to = from + FRET_WINDOW - 1;
    const found = windowShape(pattern, tuning, `frets-${from}-${to}`, `Frets ${from}–${to}`, from, to);
    if (found) shapes.push(found);
  }
  return shapes;
}

function wholeNeck(pattern: Pattern, tuning: Tuning): PatternShape[] {
  const found = windowShape(pattern, tuning, 'all', 'Whole neck', 0, MAX_FRET);
  return found ? [found] : [];
}

const wants = (system: ShapeSystem | undefined, which: ShapeSystem) => system === undefined || system === which;

/**
 * The positions of a scale a teacher would show, in this order: CAGED (major scale and
 * its modes), 3-notes-per-string (seven-note scales), boxes (five-note scales), each only
 * in tunings with standard tuning's intervals; then 4-fret windows from the root and the
 * whole neck, in any tuning. `system` picks one kind. [] for an unknown root, type or tuning.
 */
export function scaleShapes(
  root: string,
  scaleType: string,
  tuning?: TuningSpec,
  system?: ShapeSystem,
): PatternShape[] {
  const pattern = scalePattern(root, scaleType);
  const resolved = getTuning(tuning);
  if (!pattern || !resolved) return [];
  const shapes: PatternShape[] = [];
  const size = new Set(chromas(pattern)).size;
  if (hasStandardIntervals(resolved)) {
    const tonic = parentMajorTonic(pattern);
    if (wants(system, 'caged') && tonic !== null) shapes.push(...cagedShapes(pattern, resolved, tonic));
    if (wants(system, '3nps') && size === 7) {
      shapes.push(
        ...perStringShapes(
          pattern,
          resolved,
          3,
          (k) => `3nps-${k}`,
          (k) => `Position ${k} (3 notes per string)`,
        ),
      );
    }
    if (wants(system, 'box') && size === 5) {
      shapes.push(
        ...perStringShapes(
          pattern,
          resolved,
          2,
          (k) => `box-${k}`,
          (k) => `Box ${k}`,
        ),
      );
    }
  }
  if (wants(system, 'frets')) shapes.push(...fretWindows(pattern, resolved));
  if (wants(system, 'all')) shapes.push(...wholeNeck(pattern, resolved));
  return shapes;
}

/**
 * The positions of an arpeggio: the five CAGED regions round the chord's root (tunings
 * with standard tuning's intervals), 4-fret windows from the root and the whole neck.
 * `system` picks one kind ('caged', 'frets' or 'all'). [] for an unknown root, type or tuning.
 */
export function arpeggioShapes(
  root: string,
  chordType: string,
  tuning?: TuningSpec,
  system?: ShapeSystem,
): PatternShape[] {
  const pattern = chordPattern(root, chordType);
  const resolved = getTuning(tuning);
  if (!pattern || !resolved) return [];
  const shapes: PatternShape[] = [];
  if (wants(system, 'caged') && hasStandardIntervals(resolved))
    shapes.push(...cagedShapes(pattern, resolved, Note.chroma(pattern.root)!));
  if (wants(system, 'frets')) shapes.push(...fretWindows(pattern, resolved));
  if (wants(system, 'all')) shapes.push(...wholeNeck(pattern, resolved));
  return shapes;
}
