import type { Voicing } from '../theory/types';
import { STRING_COUNT } from '../theory/tunings';
import type { Hand } from './geometry';

/** Chord box geometry, in px at its natural 120 px width. */
export const CHORD_BOX = {
  width: 120,
  /** x of the lowest string (right-handed); .5 keeps 1 px lines crisp. */
  left: 32.5,
  stringSpacing: 14.5,
  /** y of the nut or top fret line; the open and muted marks sit above it. */
  top: 22.5,
  fretSpacing: 22,
  bottom: 8,
  dotRadius: 6.5,
} as const;

export interface ChordWindow {
  /** The fret of the first row shown (1 at the nut). */
  startFret: number;
  /** How many fret rows are drawn: 4 or 5 (more only for a wider stretch). */
  fretCount: number;
  showsNut: boolean;
}

/**
 * Which frets a chord box shows: from the nut when every fretted note is within the first
 * five frets, else from the lowest fretted fret (labelled "5fr").
 */
export function chordWindow(frets: readonly number[]): ChordWindow {
  const fretted = frets.filter((fret) => fret > 0);
  const low = fretted.length ? Math.min(...fretted) : 1;
  const high = fretted.length ? Math.max(...fretted) : 1;
  const startFret = high <= 5 ? 1 : low;
  return { startFret, fretCount: Math.max(4, high - startFret + 1), showsNut: startFret === 1 };
}

/** The x of a string (0 = lowest) in a chord box; left-handed boxes are mirrored. */
export function chordStringX(string: number, hand: Hand = 'RIGHT'): number {
  const column = hand === 'LEFT' ? STRING_COUNT - 1 - string : string;
  return CHORD_BOX.left + column * CHORD_BOX.stringSpacing;
}

/** The y of the middle of a fret's row, where its dot sits. */
export function chordFretY(fret: number, view: ChordWindow): number {
  return CHORD_BOX.top + (fret - view.startFret + 0.5) * CHORD_BOX.fretSpacing;
}

export function chordBoxHeight(view: ChordWindow): number {
  return CHORD_BOX.top + view.fretCount * CHORD_BOX.fretSpacing + CHORD_BOX.bottom;
}

/** The accessible name of a chord box: "C major, x 3 2 0 1 0" (frets lowest string first). */
export function chordDiagramName(name: string, voicing: Pick<Voicing, 'frets'>): string {
  const frets = voicing.frets.map((fret) => (fret < 0 ? 'x' : String(fret))).join(' ');
  return `${name}, ${frets}`;
}
