import { ChordType, Interval, Note } from 'tonal';
import { CHORD_BOOK_TEXT } from './chordBook.data';

/**
 * Our own chord book (chordBook.data.ts), read into shapes, and the rules a shape must
 * keep to spell the chord it is named after. The book is the truth table the engine is
 * measured against (chordBookScore.ts), so it is checked against tonal alone, never
 * against our engine.
 */

/** One shape of the book: "C 2 x35553" is `{ name: 'C', rank: 2, frets: [-1, 3, 5, 5, 5, 3] }`. */
export interface BookShape {
  name: string;
  /** 1 for the first shape the book shows of that chord. */
  rank: number;
  /** Six frets from the lowest string, -1 muted. */
  frets: number[];
}

export interface BookLineError {
  /** 1-based line number in the text. */
  line: number;
  text: string;
  reason: string;
}

/** A book name split as a player reads it: "Am7/G" is root A, suffix "m7", bass G. */
export interface BookName {
  root: string;
  suffix: string;
  /** The named bass of a slash chord, or null. */
  bass: string | null;
}

/** Standard tuning's open strings as MIDI numbers, lowest first (E2 A2 D3 G3 B3 E4). */
const STANDARD_MIDI = [40, 45, 50, 55, 59, 64] as const;

import { parseFrets } from './shapeText';

export { formatFrets, parseFrets } from './shapeText';

/** Splits a book name; null when it does not start with a note name. "C6/9" has no bass: 9 is not a note. */
export function parseBookName(name: string): BookName | null {
  if (typeof name !== 'string') return null;
  const match = /^([A-G][#b]?)(.*?)(?:\/([A-G][#b]?))?$/.exec(name);
  if (!match) return null;
  return { root: match[1]!, suffix: match[2]!, bass: match[3] ?? null };
}

/** Suffixes as books write them, where tonal knows the chord by another symbol. */
const TONAL_SUFFIX: Readonly<Record<string, string>> = { '': 'M', 'm6/9': 'm69' };

/** tonal's chord type for a book suffix ("6/9", "mMaj7", "" for major); null when tonal has none. */
export function bookChordType(suffix: string): ChordType.ChordType | null {
  const type = ChordType.get(TONAL_SUFFIX[suffix] ?? suffix);
  return type.empty ? null : type;
}

/** Reads the book: comment (#) and blank lines skipped; each bad line reported, never thrown. */
export function parseChordBook(text: string): { shapes: BookShape[]; errors: BookLineError[] } {
  const shapes: BookShape[] = [];
  const errors: BookLineError[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const fail = (reason: string) => errors.push({ line: index + 1, text: line, reason });
    const parts = line.split(/\s+/);
    if (parts.length !== 3) return fail('expected "<name> <rank> <frets>"');
    const [name, rankText, fretText] = parts as [string, string, string];
    if (!parseBookName(name) || !bookChordType(parseBookName(name)!.suffix)) return fail(`unknown chord name ${name}`);
    const rank = Number(rankText);
    if (!/^[1-9]\d*$/.test(rankText)) return fail(`rank ${rankText} is not a whole number from 1`);
    const frets = parseFrets(fretText);
    if (!frets) return fail(`frets ${fretText} are not six strings (x, 0-9, (10)-(24))`);
    shapes.push({ name, rank, frets });
  });
  return { shapes, errors };
}

/** Pitch class of an interval over a root, 0-11. */
const chromaOf = (root: string, interval: string) => (Note.chroma(root)! + Interval.semitones(interval)! + 120) % 12;

/**
 * Why a shape does not spell its name in standard tuning, or null when it does. A shape
 * spells its chord when every sounding note is a chord tone (or a slash chord's bass), the
 * lowest note is the root (or the named bass), and nothing is left out but what players
 * leave out: the perfect fifth, and the ninth of an eleventh or thirteenth chord.
 */
export function spellingProblem(shape: BookShape): string | null {
  const parsed = parseBookName(shape.name);
  const type = parsed && bookChordType(parsed.suffix);
  if (!parsed || !type) return `unknown chord name ${shape.name}`;
  const sounding = shape.frets.flatMap((fret, string) => (fret < 0 ? [] : [STANDARD_MIDI[string]! + fret]));
  if (sounding.length < 2) return 'fewer than two strings sound';
  const lowest = Math.min(...sounding) % 12;
  const wantedBass = parsed.bass ?? parsed.root;
  if (lowest !== Note.chroma(wantedBass)) return `the lowest note is not ${wantedBass}`;
  const tones = new Map(type.intervals.map((interval) => [chromaOf(parsed.root, interval), interval]));
  const heard = new Set(sounding.map((midi) => midi % 12));
  const bassChroma = parsed.bass === null ? null : Note.chroma(parsed.bass)!;
  const stray = [...heard].filter((c) => !tones.has(c) && c !== bassChroma);
  if (stray.length > 0) return `notes outside ${shape.name}: ${stray.map((c) => Note.fromMidi(c + 60)).join(' ')}`;
  const extended = type.intervals.some((i) => ['11P', '11A', '13M', '13m'].includes(i));
  const mayLeaveOut = (interval: string) => interval === '5P' || (extended && interval === '9M');
  const missing = [...tones].filter(([c, interval]) => !heard.has(c) && !mayLeaveOut(interval)).map(([, i]) => i);
  return missing.length > 0 ? `leaves out ${missing.join(' ')}` : null;
}

/** The book, parsed once. A line that does not parse is left out here and fails chordBook.test.ts. */
export const CHORD_BOOK: readonly BookShape[] = parseChordBook(CHORD_BOOK_TEXT).shapes;
