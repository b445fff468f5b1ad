import { describe, expect, it } from 'vitest';
import { cellOnScreen, drawnNeck } from './drawnNeck';
import { nextPosition, type NavigationOptions } from './navigation';

const base: NavigationOptions = { hand: 'RIGHT', lowStringOnTop: false, fromFret: 0, toFret: 12 };
const at = { string: 2, fret: 5 };

describe('keyboard navigation on the neck', () => {
  it('moves as drawn, right-handed with the high string on top', () => {
    expect(nextPosition(at, 'ArrowRight', base)).toEqual({ string: 2, fret: 6 });
    expect(nextPosition(at, 'ArrowLeft', base)).toEqual({ string: 2, fret: 4 });
    expect(nextPosition(at, 'ArrowUp', base)).toEqual({ string: 3, fret: 5 });
    expect(nextPosition(at, 'ArrowDown', base)).toEqual({ string: 1, fret: 5 });
  });

  it('mirrors left and right for a left-handed neck', () => {
    const left = { ...base, hand: 'LEFT' as const };
    expect(nextPosition(at, 'ArrowRight', left)).toEqual({ string: 2, fret: 4 });
    expect(nextPosition(at, 'ArrowLeft', left)).toEqual({ string: 2, fret: 6 });
  });

  it('flips up and down when the low string is on top', () => {
    const lowOnTop = { ...base, lowStringOnTop: true };
    expect(nextPosition(at, 'ArrowUp', lowOnTop)).toEqual({ string: 1, fret: 5 });
    expect(nextPosition(at, 'ArrowDown', lowOnTop)).toEqual({ string: 3, fret: 5 });
  });

  it('goes to the first and last fret of the range with Home and End', () => {
    const range = { ...base, fromFret: 3, toFret: 8 };
    expect(nextPosition(at, 'Home', range)).toEqual({ string: 2, fret: 3 });
    expect(nextPosition(at, 'End', range)).toEqual({ string: 2, fret: 8 });
  });

  it('stops at the edges of the neck and of the range', () => {
    expect(nextPosition({ string: 5, fret: 12 }, 'ArrowUp', base)).toEqual({ string: 5, fret: 12 });
    expect(nextPosition({ string: 5, fret: 12 }, 'ArrowRight', base)).toEqual({ string: 5, fret: 12 });
    expect(nextPosition({ string: 0, fret: 0 }, 'ArrowDown', base)).toEqual({ string: 0, fret: 0 });
    expect(nextPosition({ string: 0, fret: 0 }, 'ArrowLeft', base)).toEqual({ string: 0, fret: 0 });
  });

  it('ignores keys that do not move', () => {
    expect(nextPosition(at, 'Enter', base)).toBeNull();
    expect(nextPosition(at, 'a', base)).toBeNull();
  });

  it('moves down the neck with ArrowDown and across the strings with ArrowRight when the nut is at the top', () => {
    const down = { ...base, direction: 'DOWN' as const };
    expect(nextPosition(at, 'ArrowDown', down)).toEqual({ string: 2, fret: 6 });
    expect(nextPosition(at, 'ArrowUp', down)).toEqual({ string: 2, fret: 4 });
    expect(nextPosition(at, 'ArrowRight', down)).toEqual({ string: 3, fret: 5 });
    expect(nextPosition(at, 'ArrowLeft', down)).toEqual({ string: 1, fret: 5 });
    const leftHanded = { ...down, hand: 'LEFT' as const };
    expect(nextPosition(at, 'ArrowRight', leftHanded)).toEqual({ string: 1, fret: 5 });
    expect(nextPosition(at, 'ArrowDown', leftHanded)).toEqual({ string: 2, fret: 6 });
    expect(nextPosition({ string: 2, fret: 12 }, 'ArrowDown', down)).toEqual({ string: 2, fret: 12 });
  });

  it('moves each arrow toward where it points on the drawn neck, in every direction, hand and string order', () => {
    const arrows = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] } as const;
    for (const direction of ['ACROSS', 'DOWN'] as const)
      for (const hand of ['RIGHT', 'LEFT'] as const)
        for (const lowStringOnTop of [false, true]) {
          const options = { hand, lowStringOnTop, fromFret: 0, toFret: 12, direction };
          const neck = drawnNeck(options);
          const from = cellOnScreen(neck, at).centre;
          for (const [key, [dx, dy]] of Object.entries(arrows)) {
            const to = cellOnScreen(neck, nextPosition(at, key, options)!).centre;
            const where = `${key}, ${direction} ${hand}${lowStringOnTop ? ' low on top' : ''}`;
            expect(Math.sign(to.x - from.x), where).toBe(dx);
            expect(Math.sign(to.y - from.y), where).toBe(dy);
          }
        }
  });
});
