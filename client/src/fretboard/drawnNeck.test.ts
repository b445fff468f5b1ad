import { describe, expect, it } from 'vitest';
import { HEAD_WIDTH, fretCell, stringY } from './geometry';
import { cellOnScreen, drawnNeck, drawnRows, onScreen, type DrawnNeckOptions } from './drawnNeck';

const across: DrawnNeckOptions = { fromFret: 0, toFret: 12, hand: 'RIGHT', lowStringOnTop: false, direction: 'ACROSS' };
const down: DrawnNeckOptions = { ...across, direction: 'DOWN' };
const centre = (options: DrawnNeckOptions, string: number, fret: number) =>
  cellOnScreen(drawnNeck(options), { string, fret }).centre;

describe('the neck down the screen, as a chord chart', () => {
  it('puts the nut at the top and the frets below it, toward the body', () => {
    const neck = drawnNeck(down);
    const nut = onScreen(neck, HEAD_WIDTH, 0).y;
    expect(centre(down, 0, 0).y).toBeLessThan(nut);
    expect(centre(down, 0, 1).y).toBeGreaterThan(nut);
    for (let fret = 1; fret <= 12; fret++) expect(centre(down, 2, fret).y).toBeGreaterThan(centre(down, 2, fret - 1).y);
  });

  it('is taller than wide, the across neck turned: its width is the across neck’s height', () => {
    const turned = drawnNeck(down);
    const flat = drawnNeck(across);
    expect(turned.width).toBe(flat.height);
    expect(turned.height).toBe(flat.width);
    expect(turned.height).toBeGreaterThan(turned.width);
  });

  it('draws the strings as columns, the low string on the left right-handed', () => {
    for (let string = 1; string < 6; string++)
      expect(centre(down, string, 3).x).toBeGreaterThan(centre(down, string - 1, 3).x);
    // A string stays one column whatever the fret.
    expect(centre(down, 4, 0).x).toBe(centre(down, 4, 12).x);
  });

  it('mirrors left and right for a left-handed player: the low string on the right, the frets unchanged', () => {
    const left = { ...down, hand: 'LEFT' as const };
    const width = drawnNeck(down).width;
    expect(centre(left, 0, 3).x).toBeGreaterThan(centre(left, 5, 3).x);
    for (const [string, fret] of [
      [0, 0],
      [1, 3],
      [5, 12],
    ] as const) {
      expect(centre(left, string, fret).x).toBeCloseTo(width - centre(down, string, fret).x, 5);
      expect(centre(left, string, fret).y).toBe(centre(down, string, fret).y);
    }
  });

  it('ignores the string order of the across neck: no string is on top', () => {
    const lowOnTop = { ...down, lowStringOnTop: true };
    for (const [string, fret] of [
      [0, 0],
      [3, 5],
      [5, 9],
    ] as const)
      expect(centre(lowOnTop, string, fret)).toEqual(centre(down, string, fret));
  });

  it('puts the fret numbers beside the low string, outside the strings', () => {
    const neck = drawnNeck(down);
    const number = onScreen(neck, fretCell(neck.frame, 3).centre, neck.frame.neckBottom + 17);
    expect(number.x).toBeLessThan(centre(down, 0, 3).x);
    expect(number.y).toBe(centre(down, 0, 3).y);
  });

  it('keeps a window of frets: fret 5 first, at the top, when the range starts there', () => {
    const window = { ...down, fromFret: 5, toFret: 9 };
    expect(drawnNeck(window).height).toBeLessThan(drawnNeck(down).height);
    expect(centre(window, 0, 5).y).toBeLessThan(centre(window, 0, 6).y);
    expect(centre(window, 0, 5).y).toBeLessThan(HEAD_WIDTH + 62);
  });
});

describe('the neck across the screen', () => {
  it('is the geometry’s frame unchanged', () => {
    for (const options of [across, { ...across, hand: 'LEFT' as const }, { ...across, lowStringOnTop: true }]) {
      const neck = drawnNeck(options);
      for (const [string, fret] of [
        [0, 0],
        [2, 5],
        [5, 12],
      ] as const)
        expect(centre(options, string, fret)).toEqual({
          x: fretCell(neck.frame, fret).centre,
          y: stringY(neck.frame, string),
        });
    }
  });
});

describe('the grid as drawn, in every direction, hand and string order', () => {
  const all: DrawnNeckOptions[] = [];
  for (const direction of ['ACROSS', 'DOWN'] as const)
    for (const hand of ['RIGHT', 'LEFT'] as const)
      for (const lowStringOnTop of [false, true]) all.push({ fromFret: 2, toFret: 7, hand, lowStringOnTop, direction });

  it('lists rows top to bottom and cells left to right, every position once', () => {
    for (const options of all) {
      const neck = drawnNeck(options);
      const rows = drawnRows(neck);
      const ids = rows.flatMap((row) => row.cells.map((p) => `${p.string}:${p.fret}`));
      expect(new Set(ids).size, options.direction).toBe(6 * 6);
      for (let r = 0; r < rows.length; r++) {
        const ys = rows[r]!.cells.map((p) => cellOnScreen(neck, p).centre.y);
        const xs = rows[r]!.cells.map((p) => cellOnScreen(neck, p).centre.x);
        expect(new Set(ys).size).toBe(1);
        for (let c = 1; c < xs.length; c++) expect(xs[c]).toBeGreaterThan(xs[c - 1]!);
        if (r > 0) expect(ys[0]).toBeGreaterThan(cellOnScreen(neck, rows[r - 1]!.cells[0]!).centre.y);
      }
    }
  });

  it('names a row by its string across the screen and by its fret down it', () => {
    expect(drawnRows(drawnNeck(across))[0]!.label).toBe('string 1');
    const rows = drawnRows(drawnNeck(down));
    expect(rows.map((row) => row.label).slice(0, 3)).toEqual(['open strings', 'fret 1', 'fret 2']);
  });

  it('gives every cell a tap target around its dot, inside the neck', () => {
    for (const options of all) {
      const neck = drawnNeck(options);
      for (const row of drawnRows(neck))
        for (const position of row.cells) {
          const { box, centre: dot } = cellOnScreen(neck, position);
          expect(box.width).toBeGreaterThanOrEqual(28);
          expect(box.height).toBeGreaterThanOrEqual(28);
          expect(dot.x).toBeCloseTo(box.x + box.width / 2, 1);
          expect(dot.y).toBeCloseTo(box.y + box.height / 2, 1);
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.y).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(neck.width + 0.01);
          expect(box.y + box.height).toBeLessThanOrEqual(neck.height + 0.01);
        }
    }
  });
});
