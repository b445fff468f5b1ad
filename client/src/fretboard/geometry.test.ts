import { describe, expect, it } from 'vitest';
import {
  FIRST_FRET_WIDTH,
  HEAD_WIDTH,
  clampRange,
  fretCell,
  fretWidth,
  fretWireX,
  fretX,
  inlays,
  neckLayout,
  stringThickness,
  stringY,
  type NeckLayoutOptions,
} from './geometry';

const right: NeckLayoutOptions = { fromFret: 0, toFret: 12, hand: 'RIGHT', lowStringOnTop: false };
const left: NeckLayoutOptions = { ...right, hand: 'LEFT' };

describe('neck geometry', () => {
  it('puts the nut beside the open-string space and the frets to its right, right-handed', () => {
    const layout = neckLayout(right);
    expect(fretWireX(layout, 0)).toBe(HEAD_WIDTH);
    expect(fretX(layout, 0)).toBe(HEAD_WIDTH / 2);
    expect(fretX(layout, 1)).toBe(HEAD_WIDTH + FIRST_FRET_WIDTH / 2);
    for (let fret = 1; fret <= 12; fret++) expect(fretX(layout, fret)).toBeGreaterThan(fretX(layout, fret - 1));
  });

  it('mirrors every x for a left-handed player: the nut on the right', () => {
    const r = neckLayout(right);
    const l = neckLayout(left);
    expect(l.width).toBe(r.width);
    for (let fret = 0; fret <= 12; fret++) {
      expect(fretX(l, fret)).toBeCloseTo(r.width - fretX(r, fret), 5);
      expect(fretWireX(l, fret)).toBeCloseTo(r.width - fretWireX(r, fret), 5);
    }
    expect(fretX(l, 0)).toBeGreaterThan(fretX(l, 12));
  });

  it('narrows the frets gently, keeping every fret a comfortable tap target', () => {
    expect(fretWidth(2)).toBeLessThan(fretWidth(1));
    expect(fretWidth(24)).toBeGreaterThanOrEqual(28);
    const layout = neckLayout({ ...right, toFret: 24 });
    for (let fret = 0; fret <= 24; fret++) expect(fretCell(layout, fret).width).toBeGreaterThanOrEqual(28);
  });

  it('draws the high string on top by default and the low string on top when asked', () => {
    const highOnTop = neckLayout(right);
    const lowOnTop = neckLayout({ ...right, lowStringOnTop: true });
    expect(stringY(highOnTop, 5)).toBeLessThan(stringY(highOnTop, 0));
    expect(stringY(lowOnTop, 0)).toBeLessThan(stringY(lowOnTop, 5));
    expect(stringY(highOnTop, 5)).toBe(stringY(lowOnTop, 0));
  });

  it('starts a range above the nut at the head edge with no nut', () => {
    const layout = neckLayout({ ...right, fromFret: 5, toFret: 9 });
    expect(layout.showsNut).toBe(false);
    expect(fretWireX(layout, 4)).toBe(HEAD_WIDTH);
    const cell = fretCell(layout, 5);
    expect(cell.x).toBe(HEAD_WIDTH);
    expect(cell.width).toBeCloseTo(fretWidth(5), 1);
    expect(cell.centre).toBeCloseTo(HEAD_WIDTH + fretWidth(5) / 2, 1);
  });

  it('clamps a fret range to 0–24 and orders it', () => {
    expect(clampRange(-3, 30)).toEqual({ fromFret: 0, toFret: 24 });
    expect(clampRange(9, 5)).toEqual({ fromFret: 5, toFret: 9 });
  });

  it('makes low strings thicker than high ones', () => {
    for (let string = 1; string < 6; string++)
      expect(stringThickness(string)).toBeLessThan(stringThickness(string - 1));
  });

  it('has inlays at the marker frets, double at 12 and 24', () => {
    expect(inlays(0, 24)).toEqual([
      { fret: 3, double: false },
      { fret: 5, double: false },
      { fret: 7, double: false },
      { fret: 9, double: false },
      { fret: 12, double: true },
      { fret: 15, double: false },
      { fret: 17, double: false },
      { fret: 19, double: false },
      { fret: 21, double: false },
      { fret: 24, double: true },
    ]);
    expect(inlays(4, 8).map((inlay) => inlay.fret)).toEqual([5, 7]);
  });
});
