import type { NeckDirection } from '#events/neckDirections';
import type { Position } from '../theory/neck';
import { STRING_COUNT } from '../theory/tunings';
import { STRING_SPACING, fretCell, neckLayout, stringInRow, stringY, type Hand, type NeckLayout } from './geometry';

/**
 * The neck as it lies on the screen. `geometry.ts` lays the neck out in one frame, x along
 * the neck from the head and y across it; this module turns that frame for the direction.
 *
 * ACROSS, the frame is the screen: the nut on the left (on the right left-handed), the
 * strings as rows, the high string on top unless `lowStringOnTop`.
 *
 * DOWN, the neck is drawn as chord charts draw it: the nut at the top, the frets going
 * down, the strings as columns with the low string on the left; left-handed mirrors it
 * (low string on the right). The fret numbers sit beside the low string. `lowStringOnTop`
 * has no meaning there: no string is on top.
 */

export interface DrawnNeckOptions {
  fromFret: number;
  toFret: number;
  hand: Hand;
  lowStringOnTop: boolean;
  direction: NeckDirection;
}

export interface DrawnNeck {
  direction: NeckDirection;
  hand: Hand;
  /** The frame everything is laid out in (x along the neck, y across it). */
  frame: NeckLayout;
  fromFret: number;
  toFret: number;
  /** Size on screen, in the SVG's user units. */
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A row of the grid as drawn: its cells left to right, and what a screen reader calls it. */
export interface DrawnRow {
  label: string;
  cells: Position[];
}

export function drawnNeck(options: DrawnNeckOptions): DrawnNeck {
  const down = options.direction === 'DOWN';
  // Down the screen the frame is always the right-handed, high-on-top one; the turn
  // (and the mirror, left-handed) happens in `onScreen`.
  const frame = neckLayout({
    fromFret: options.fromFret,
    toFret: options.toFret,
    hand: down ? 'RIGHT' : options.hand,
    lowStringOnTop: down ? false : options.lowStringOnTop,
  });
  return {
    direction: options.direction,
    hand: options.hand,
    frame,
    fromFret: frame.fromFret,
    toFret: frame.toFret,
    width: down ? frame.height : frame.width,
    height: down ? frame.width : frame.height,
  };
}

/**
 * A point of the frame on screen. Down the screen, along the neck becomes downwards and
 * the frame's bottom (the low string) becomes the left, or the right left-handed.
 */
export function onScreen(neck: DrawnNeck, x: number, y: number): Point {
  if (neck.direction === 'ACROSS') return { x, y };
  return { x: neck.hand === 'RIGHT' ? round(neck.frame.height - y) : y, y: x };
}

/** A box of the frame on screen. */
export function boxOnScreen(neck: DrawnNeck, box: Box): Box {
  const a = onScreen(neck, box.x, box.y);
  const b = onScreen(neck, box.x + box.width, box.y + box.height);
  return {
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    width: round(Math.abs(b.x - a.x)),
    height: round(Math.abs(b.y - a.y)),
  };
}

/** A line of the frame on screen, as an SVG `<line>`'s attributes. */
export function lineOnScreen(
  neck: DrawnNeck,
  from: Point,
  to: Point,
): { x1: number; y1: number; x2: number; y2: number } {
  const a = onScreen(neck, from.x, from.y);
  const b = onScreen(neck, to.x, to.y);
  return { x1: a.x, y1: a.y, x2: b.x, y2: b.y };
}

/** The tap target of a position (a fret's span by a string's spacing) and its centre, where a dot sits. */
export function cellOnScreen(neck: DrawnNeck, position: Position): { box: Box; centre: Point } {
  const cell = fretCell(neck.frame, position.fret);
  const y = stringY(neck.frame, position.string);
  return {
    box: boxOnScreen(neck, { x: cell.x, y: y - STRING_SPACING / 2, width: cell.width, height: STRING_SPACING }),
    centre: onScreen(neck, cell.centre, y),
  };
}

/**
 * The grid's rows as drawn, top to bottom, each with its cells left to right: across the
 * screen a row is a string; down it, a row is a fret and its cells are the strings.
 */
export function drawnRows(neck: DrawnNeck): DrawnRow[] {
  const frets: number[] = [];
  for (let fret = neck.fromFret; fret <= neck.toFret; fret++) frets.push(fret);
  if (neck.direction === 'DOWN') {
    const strings = Array.from({ length: STRING_COUNT }, (_, i) => (neck.hand === 'RIGHT' ? i : STRING_COUNT - 1 - i));
    return frets.map((fret) => ({
      label: fret === 0 ? 'open strings' : `fret ${fret}`,
      cells: strings.map((string) => ({ string, fret })),
    }));
  }
  const leftToRight = neck.hand === 'LEFT' ? [...frets].reverse() : frets;
  return Array.from({ length: STRING_COUNT }, (_, row) => {
    const string = stringInRow(row, neck.frame.lowStringOnTop);
    return { label: `string ${STRING_COUNT - string}`, cells: leftToRight.map((fret) => ({ string, fret })) };
  });
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
