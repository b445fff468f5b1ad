import { describe, expect, it } from 'vitest';
import { getTuning } from '../../theory/tunings';
import { fretsFromSelection, hasStackedNotes, selectionNotes, toggleSelection, toPositions } from './selection';

const standard = getTuning('STANDARD')!;

describe('picking notes on the neck', () => {
  it('adds a note, and pressing it again lets it go', () => {
    const once = toggleSelection([], { string: 1, fret: 3 }, false);
    expect(once).toEqual([{ string: 'a', fret: 3 }]);
    expect(toggleSelection(once, { string: 1, fret: 3 }, false)).toEqual([]);
  });

  it('keeps one note per string unless several are allowed', () => {
    const held = toggleSelection([], { string: 1, fret: 3 }, false);
    expect(toggleSelection(held, { string: 1, fret: 5 }, false)).toEqual([{ string: 'a', fret: 5 }]);
    const both = toggleSelection(held, { string: 1, fret: 5 }, true);
    expect(both).toEqual([
      { string: 'a', fret: 3 },
      { string: 'a', fret: 5 },
    ]);
    expect(hasStackedNotes(both)).toBe(true);
  });

  it('reads the held notes as six frets from the lowest string', () => {
    const c = [
      { string: 'a', fret: 3 },
      { string: 'd', fret: 2 },
      { string: 'g', fret: 0 },
      { string: 'b', fret: 1 },
      { string: 'e-high', fret: 0 },
    ] as const;
    expect(fretsFromSelection(c)).toEqual([-1, 3, 2, 0, 1, 0]);
    expect(toPositions(c)[0]).toEqual({ string: 1, fret: 3 });
  });

  it('names the held notes from the lowest one, or from a given root', () => {
    const positions = [
      { string: 0, fret: 0 },
      { string: 1, fret: 3 },
      { string: 3, fret: 0 },
    ];
    expect(selectionNotes(standard, positions).map((n) => `${n.note}:${n.degree}`)).toEqual(['E:1', 'C:b6', 'G:b3']);
    const asC = selectionNotes(standard, positions, 'C');
    expect(asC.map((n) => `${n.note}:${n.degree}`)).toEqual(['E:3', 'C:1', 'G:5']);
    expect(asC.filter((n) => n.isRoot)).toHaveLength(1);
  });
});
