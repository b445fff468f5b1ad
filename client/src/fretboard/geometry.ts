import { FRET_MARKERS } from '../constants/business';
import { MAX_FRET } from '../theory/neck';
import { STRING_COUNT } from '../theory/tunings';

/**
 * Where things sit on the drawn neck, in SVG user units (drawn 1:1 as CSS pixels at the
 * neck's natural width, so the numbers below are also tap-target sizes).
 *
 * The neck is laid out horizontally. Right-handed, the nut is on the left and the frets
 * run to the right; left-handed (`hand: 'LEFT'`) mirrors every x. By default the highest
 * string is on top, as in tablature and most fretboard apps; `lowStringOnTop` flips that.
 * Drawn down the screen, this layout is the frame that `drawnNeck.ts` turns.
 */

/** Width of the space for open strings (or muted marks) beside the nut. */
export const HEAD_WIDTH = 44;
/** Width of the first fret; each next fret is `FRET_NARROWING` times the one before. */
export const FIRST_FRET_WIDTH = 62;
/** Gentler than a real neck (2^(-1/12) ≈ 0.944) so fret 24 keeps a 38 px tap target. */
export const FRET_NARROWING = 0.98;
/** Distance between two strings: the height of a tap target. */
export const STRING_SPACING = 36;
/** Wood beyond the outer strings. */
export const NECK_EDGE = 18;
export const MARGIN_TOP = 8;
export const MARGIN_END = 14;
/** Room under the neck for the fret numbers. */
export const FRET_NUMBER_BAND = 26;

export type Hand = 'LEFT' | 'RIGHT';

export interface NeckLayoutOptions {
  fromFret: number;
  toFret: number;
  hand: Hand;
  lowStringOnTop: boolean;
}

export interface NeckLayout extends NeckLayoutOptions {
  width: number;
  height: number;
  /** Top and bottom of the wood. */
  neckTop: number;
  neckBottom: number;
  /** Whether the nut is drawn (the range starts at the open strings). */
  showsNut: boolean;
}

/** A fret range clamped to 0..24 with from ≤ to; whole frets only. */
export function clampRange(fromFret = 0, toFret = 12): { fromFret: number; toFret: number } {
  const clamp = (fret: number) => Math.min(MAX_FRET, Math.max(0, Math.round(Number.isFinite(fret) ? fret : 0)));
  const from = clamp(fromFret);
  const to = clamp(toFret);
  return from <= to ? { fromFret: from, toFret: to } : { fromFret: to, toFret: from };
}

/** Width of the space between fret wires `fret - 1` and `fret` (fret ≥ 1). */
export function fretWidth(fret: number): number {
  return FIRST_FRET_WIDTH * FRET_NARROWING ** (fret - 1);
}

/** The first fretted cell drawn: fret 1 when the open strings show, else `fromFret`. */
const firstFrettedCell = (fromFret: number) => Math.max(1, fromFret);

export function neckLayout(options: NeckLayoutOptions): NeckLayout {
  const { fromFret, toFret } = clampRange(options.fromFret, options.toFret);
  let width = HEAD_WIDTH + MARGIN_END;
  for (let fret = firstFrettedCell(fromFret); fret <= toFret; fret++) width += fretWidth(fret);
  const neckTop = MARGIN_TOP;
  const neckBottom = neckTop + 2 * NECK_EDGE + (STRING_COUNT - 1) * STRING_SPACING;
  return {
    ...options,
    fromFret,
    toFret,
    width: round(width),
    height: neckBottom + FRET_NUMBER_BAND,
    neckTop,
    neckBottom,
    showsNut: fromFret === 0,
  };
}

/** Mirrors an x for a left-handed neck. */
export function mirrorX(layout: NeckLayout, x: number): number {
  return layout.hand === 'LEFT' ? round(layout.width - x) : round(x);
}

/** Right-handed x of fret wire `fret` (wire 0 is the nut, or the first wire drawn). */
function rawWireX(layout: NeckLayout, fret: number): number {
  let x = HEAD_WIDTH;
  for (let f = firstFrettedCell(layout.fromFret); f <= fret; f++) x += fretWidth(f);
  return x;
}

/**
 * The x of the fret wire on the body side of `fret`: for fret 0 that is the nut; with no
 * nut drawn, the wire before `fromFret` is at the head edge.
 */
export function fretWireX(layout: NeckLayout, fret: number): number {
  return mirrorX(layout, rawWireX(layout, fret));
}

/** The span of a fret's cell, left to right on screen, and its centre where a dot sits. */
export function fretCell(layout: NeckLayout, fret: number): { x: number; width: number; centre: number } {
  const isHead = fret === 0 || fret < layout.fromFret;
  const right = isHead ? HEAD_WIDTH : rawWireX(layout, fret);
  const width = isHead ? HEAD_WIDTH : fretWidth(fret);
  const left = right - width;
  const x = layout.hand === 'LEFT' ? layout.width - right : left;
  return { x: round(x), width: round(width), centre: round(x + width / 2) };
}

/** The x where a dot on `fret` sits (fret 0: in the open-string space beside the nut). */
export function fretX(layout: NeckLayout, fret: number): number {
  return fretCell(layout, fret).centre;
}

/** Row on screen from the top (0) of a string (0 = lowest-pitched). */
export function stringRow(string: number, lowStringOnTop: boolean): number {
  return lowStringOnTop ? string : STRING_COUNT - 1 - string;
}

/** The string drawn in a screen row (the inverse of `stringRow`). */
export function stringInRow(row: number, lowStringOnTop: boolean): number {
  return lowStringOnTop ? row : STRING_COUNT - 1 - row;
}

export function stringY(layout: NeckLayout, string: number): number {
  return layout.neckTop + NECK_EDGE + stringRow(string, layout.lowStringOnTop) * STRING_SPACING;
}

/** Drawn thickness of a string: thicker toward the low strings, like a real set. */
export function stringThickness(string: number): number {
  return round(3.4 - (string * 2.4) / (STRING_COUNT - 1));
}

/** Frets with an inlay (spec markers, plus 24), and whether it is the double one. */
export function inlays(fromFret: number, toFret: number): Array<{ fret: number; double: boolean }> {
  const frets = [...FRET_MARKERS.filter((fret) => fret > 0), 24];
  return frets
    .filter((fret) => fret >= Math.max(1, fromFret) && fret <= toFret)
    .map((fret) => ({ fret, double: fret % 12 === 0 }));
}

/** Whether a fret's number is emphasised under the neck (spec section 9 marker frets). */
export function isMarkerFret(fret: number): boolean {
  return (FRET_MARKERS as readonly number[]).includes(fret) || fret === 24;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
