import { Note } from 'tonal';
import { bookChordType, formatFrets, parseBookName, type BookShape } from './chordBook';
import { readChord } from './identify';
import { chordVoicings } from './voicings';

/**
 * How our engine fares against the chord book (issue 13's four figures), in standard tuning:
 *
 * (a) generated: the share of book shapes `chordVoicings(root, type)` lists at all (frets
 *     compared exactly). A slash chord is looked for among the chord's voicings with that
 *     bass; one whose bass is not a chord tone (Am/G) cannot be asked for, so it counts as
 *     not generated.
 * (b) first shape: the share of chords whose book rank-1 shape is among our first five
 *     (the issue's target), and the issue's test: first three for triads and sevenths,
 *     first five for the rest. Ranks count within the chord's list (for a slash chord,
 *     within its voicings with that bass).
 * (c) name: the share of shapes whose book name is `readChord(frets)[0].name`;
 * (d) the same among our first three readings.
 *
 * Names are compared after one normalisation, for spelling only: the same root and bass
 * pitch class (C# = Db) and the same entry of tonal's chord dictionary ("6/9" = "69",
 * "maj7" = "M7", "m7b5" = "ø"). Different chords with the same notes stay different:
 * "Am/C" is not "C6", "C9sus4" is not "C11". Exact string matches are counted beside.
 */

/** The issue's targets, as shares. */
export const TARGETS = { generated: 0.95, firstInTop5: 0.9, nameFirst: 0.9, nameInTop3: 0.97 } as const;

// Triads and sevenths must have the book's first shape in our top 3, the rest in our top 5.
const TRIADS_AND_SEVENTHS = new Set([
  '',
  'm',
  '5',
  'dim',
  'aug',
  'sus2',
  'sus4',
  '7',
  'maj7',
  'm7',
  'm7b5',
  'dim7',
  'mMaj7',
  '7sus4',
]);

export interface ShapeResult {
  shape: BookShape;
  /** 0-based place in our list for the chord (and bass), or -1 when not generated. */
  place: number;
  /** Our first five shapes for the chord (and bass), as book frets. */
  ourFirst: string[];
  /** Our readings' names, best first (the first three). */
  readings: string[];
  nameFirst: boolean;
  nameFirstExact: boolean;
  nameInTop3: boolean;
  /** The book's suffix ("m7", "6/9"), "/" for a slash chord: the row it is reported under. */
  group: string;
}

export interface Share {
  hit: number;
  total: number;
}

export interface BookScore {
  shapes: ShapeResult[];
  generated: Share;
  /** Chords whose rank-1 shape is in our first five. */
  firstInTop5: Share;
  /** Top 3 for triads and sevenths, top 5 for the rest. */
  firstInIssueTop: Share;
  nameFirst: Share;
  nameFirstExact: Share;
  nameInTop3: Share;
}

/** A chord name as root pitch class, tonal dictionary entry and bass pitch class; null if tonal cannot read it. */
function chordIdentity(name: string): string | null {
  const parsed = parseBookName(name);
  const type = parsed && bookChordType(parsed.suffix);
  if (!parsed || !type) return null;
  const root = Note.chroma(parsed.root);
  const bass = parsed.bass === null ? root : Note.chroma(parsed.bass);
  return `${root}:${type.name}:${type.aliases[0] ?? ''}:${bass}`;
}

/** Whether two names differ in spelling only (see above). */
export function sameChordName(a: string, b: string): boolean {
  if (a === b) return true;
  const ia = chordIdentity(a);
  return ia !== null && ia === chordIdentity(b);
}

/** Our voicings of a book chord in standard tuning, best first, as book frets ("x32010"). */
function ourShapes(name: string): string[] {
  const parsed = parseBookName(name);
  const type = parsed && bookChordType(parsed.suffix);
  if (!parsed || !type) return [];
  // A slash chord is asked for with its bass, a chord tone (an inversion) or not (C/B).
  const voicings = chordVoicings(
    parsed.root,
    type.name || type.aliases[0] || '',
    'STANDARD',
    parsed.bass === null ? {} : { bassNote: parsed.bass },
  );
  return voicings.map((v) => formatFrets(v.frets));
}

const share = (results: boolean[]): Share => ({ hit: results.filter(Boolean).length, total: results.length });

/** Scores the engine against the book's shapes (every figure above). */
export function scoreChordBook(book: readonly BookShape[]): BookScore {
  const listFor = new Map<string, string[]>();
  const shapes = book.map((shape): ShapeResult => {
    let ours = listFor.get(shape.name);
    if (!ours) listFor.set(shape.name, (ours = ourShapes(shape.name)));
    const readings = readChord(shape.frets, 'STANDARD').map((r) => r.name);
    const parsed = parseBookName(shape.name);
    return {
      shape,
      place: ours.indexOf(formatFrets(shape.frets)),
      ourFirst: ours.slice(0, 5),
      readings: readings.slice(0, 3),
      nameFirst: readings.length > 0 && sameChordName(shape.name, readings[0]!),
      nameFirstExact: readings[0] === shape.name,
      nameInTop3: readings.slice(0, 3).some((r) => sameChordName(shape.name, r)),
      group: parsed?.bass ? '/' : (parsed?.suffix ?? ''),
    };
  });
  const firsts = shapes.filter((s) => s.shape.rank === 1);
  const inTop = (s: ShapeResult, n: number) => s.place >= 0 && s.place < n;
  return {
    shapes,
    generated: share(shapes.map((s) => s.place >= 0)),
    firstInTop5: share(firsts.map((s) => inTop(s, 5))),
    firstInIssueTop: share(firsts.map((s) => inTop(s, TRIADS_AND_SEVENTHS.has(s.group) || isTriadOver(s) ? 3 : 5))),
    nameFirst: share(shapes.map((s) => s.nameFirst)),
    nameFirstExact: share(shapes.map((s) => s.nameFirstExact)),
    nameInTop3: share(shapes.map((s) => s.nameInTop3)),
  };
}

/** A slash chord counts as what sits over the bass: C/E as a triad, Fmaj7/C as a seventh. */
function isTriadOver(s: ShapeResult): boolean {
  const parsed = parseBookName(s.shape.name);
  return parsed !== null && parsed.bass !== null && TRIADS_AND_SEVENTHS.has(parsed.suffix);
}

export const percent = (s: Share): string => (s.total === 0 ? 'n/a' : `${((100 * s.hit) / s.total).toFixed(1)}%`);
