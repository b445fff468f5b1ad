import { Interval } from 'tonal';
import type { NoteDisplay } from '#events/noteDisplays';
import type { Position } from '../theory/neck';
import type { NeckNote } from '../theory/types';
import { STRING_COUNT } from '../theory/tunings';

/** The id of a position in the fretboard store's `activeNoteIds`: "0:3" is the low string, fret 3. */
export function positionId(position: Position): string {
  return `${position.string}:${position.fret}`;
}

/** Guitarists' string number: 1 is the highest string, 6 the lowest. */
export function stringNumber(string: number): number {
  return STRING_COUNT - string;
}

/**
 * A learner's short label for an interval: "R" for the root (and its octaves), then the
 * number with flats or sharps against the major scale ("b3", "5", "#4", "b7", "9", "#11").
 * An unreadable interval gives "".
 */
export function intervalLabel(interval: string): string {
  const parsed = Interval.get(interval);
  if (parsed.empty) return '';
  const num = Math.abs(parsed.num);
  if (parsed.type === 'perfectable' && parsed.alt === 0 && num % 7 === 1) return 'R';
  return `${accidentals(parsed.alt)}${num}`;
}

/**
 * The interval a learner hears named: "root", "minor third", "perfect fifth",
 * "augmented fourth", "major ninth". Used in accessible names.
 */
export function intervalName(interval: string): string {
  const parsed = Interval.get(interval);
  if (parsed.empty) return '';
  const num = Math.abs(parsed.num);
  if (parsed.type === 'perfectable' && parsed.alt === 0 && num % 7 === 1) return num === 1 ? 'root' : 'octave';
  const quality = QUALITY_NAMES[parsed.q] ?? (parsed.alt > 0 ? 'augmented' : 'diminished');
  return `${quality} ${ORDINALS[num] ?? `${num}th`}`;
}

/** What a dot shows for a note in each display mode ("" for NONE). */
export function noteLabel(note: NeckNote, display: NoteDisplay): string {
  switch (display) {
    case 'NOTES':
      return note.note;
    case 'INTERVALS':
      return intervalLabel(note.interval) || note.degree;
    case 'DEGREES':
      return note.degree || degreeFromInterval(note.interval);
    case 'NONE':
      return '';
  }
}

/**
 * The accessible name (and hover text) of a position: "string 5, fret 3, C, root",
 * "string 6, fret 1, F" for an empty one, plus ", muted" on a muted string.
 */
export function positionName(
  position: Position,
  noteName: string,
  details: { interval?: string; muted?: boolean } = {},
): string {
  const parts = [`string ${stringNumber(position.string)}`, `fret ${position.fret}`, noteName];
  const role = details.interval ? intervalName(details.interval) : '';
  if (role) parts.push(role);
  if (details.muted) parts.push('muted');
  return parts.filter(Boolean).join(', ');
}

function degreeFromInterval(interval: string): string {
  const label = intervalLabel(interval);
  return label === 'R' ? '1' : label;
}

function accidentals(alt: number): string {
  return alt < 0 ? 'b'.repeat(-alt) : '#'.repeat(alt);
}

const QUALITY_NAMES: Record<string, string> = {
  M: 'major',
  m: 'minor',
  P: 'perfect',
  d: 'diminished',
  A: 'augmented',
};

const ORDINALS: Record<number, string> = {
  1: 'unison',
  2: 'second',
  3: 'third',
  4: 'fourth',
  5: 'fifth',
  6: 'sixth',
  7: 'seventh',
  8: 'octave',
  9: 'ninth',
  10: 'tenth',
  11: 'eleventh',
  12: 'twelfth',
  13: 'thirteenth',
  14: 'fourteenth',
  15: 'double octave',
};
