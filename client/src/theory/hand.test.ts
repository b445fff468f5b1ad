import { describe, expect, it } from 'vitest';
import { difficultyLabel, fingerHand, reachBetween, THUMB } from './hand';

/** Frets written as a chord book writes them: `x32010`, `8(10)(10)988`. */
const shape = (text: string) =>
  [...text.matchAll(/\((\d+)\)|x|\d/g)].map((m) => (m[0] === 'x' ? -1 : Number(m[1] ?? m[0])));
const hand = (text: string) => fingerHand(shape(text));

describe('the fretting hand', () => {
  it('fingers the open chords as teachers do', () => {
    expect(hand('x32010')?.fingers).toEqual([0, 3, 2, 0, 1, 0]);
    expect(hand('022100')?.fingers).toEqual([0, 2, 3, 1, 0, 0]);
    expect(hand('xx0232')?.fingers).toEqual([0, 0, 0, 1, 3, 2]);
    expect(hand('320001')?.fingers).toEqual([3, 2, 0, 0, 0, 1]);
    // A major with three fingers, which is easier than the one-finger barre it also allows.
    expect(hand('x02220')).toMatchObject({ fingers: [0, 0, 1, 2, 3, 0], barres: [] });
  });

  it('barres with the index across the neck, and with any finger where the shape needs it', () => {
    expect(hand('133211')).toMatchObject({
      fingers: [1, 3, 4, 2, 1, 1],
      barres: [{ fret: 1, finger: 1, fromString: 0, toString: 5 }],
      thumb: false, // F stays a barre chord, not a thumb shape
    });
    expect(hand('x24232')).toMatchObject({ barres: [{ fret: 2, finger: 1, fromString: 1, toString: 5 }] });
    // C9: index on the D string, middle on the A string, the ring finger across the top three.
    expect(hand('x32333')).toMatchObject({
      fingers: [0, 2, 1, 3, 3, 3],
      barres: [{ fret: 3, finger: 3, fromString: 3, toString: 5 }],
    });
    // G9: the index across D to B at the lowest fret, the middle on the low G beside it.
    expect(hand('3x3435')).toMatchObject({
      fingers: [2, 0, 1, 3, 1, 4],
      barres: [{ fret: 3, finger: 1, fromString: 2, toString: 4 }],
      thumb: false,
    });
    // G13: the little finger across the top two strings.
    expect(hand('3x3455')).toMatchObject({ barres: [{ fret: 5, finger: 4, fromString: 4, toString: 5 }] });
  });

  it('uses the thumb on the low string when that is what makes a shape easy', () => {
    // F with the thumb over the top: thumb, ring, middle, and the index across the top two.
    const thumbF = hand('1x3211');
    expect(thumbF).toMatchObject({ thumb: true, fingers: [THUMB, 0, 3, 2, 1, 1] });
    expect(thumbF!.barres).toEqual([{ fret: 1, finger: 1, fromString: 4, toString: 5 }]);
    expect(hand('2x4232')).toMatchObject({ thumb: true, count: 4 }); // the thumb and three fingers
    // Gmaj9: the thumb on the low G and all four fingers, a stretch but a book shape.
    expect(hand('3x4435')).toMatchObject({ thumb: true, count: 5, fingers: [THUMB, 0, 2, 3, 1, 4] });
    expect(hand('3x4435')!.difficulty).toBeGreaterThan(hand('2x4232')!.difficulty);
  });

  it('refuses what one hand cannot play', () => {
    expect(fingerHand([8, 7, 5, 5, 5, 8])).toBeNull(); // fingers above a partial barre on both sides
    expect(hand('x35553')?.barres).toContainEqual({ fret: 3, finger: 1, fromString: 1, toString: 5 });
    expect(hand('x53335')).toBeNull(); // a finger at the 3rd fret cannot pass under one barring the 5th
    expect(hand('x13579')).toBeNull(); // five fingers' worth of separate frets
    expect(hand('1x1x1x')).not.toBeNull(); // one finger each is fine
    expect(hand('243424')).toBeNull(); // needs fingers above a barre on both of its sides
  });

  it('scores difficulty as a guitarist would: open shapes easy, barres harder, stretches hardest low on the neck', () => {
    const d = (text: string) => hand(text)!.difficulty;
    expect(d('xx0232')).toBeLessThan(d('x32010'));
    expect(d('x32010')).toBeLessThan(d('x35553'));
    expect(d('x35553')).toBeLessThan(d('133211'));
    // The same four-fret stretch is easier at the seventh fret than at the first.
    expect(d('x7x9(10)x')).toBeLessThan(d('x1x34x'));
    // A muted string inside the shape costs a finger's care.
    expect(d('x3x010')).toBeGreaterThan(d('x30010'));
    // ...but less for the A string, which the finger on the low string damps by leaning.
    expect(d('1x12xx')).toBeLessThan(d('11x2xx'));
    expect(reachBetween(1, 4)).toBeGreaterThan(reachBetween(7, 10));
    expect(difficultyLabel(hand('xx0232')!)).toEqual({ level: 'easy', features: [] });
    expect(difficultyLabel(hand('133211')!).features).toEqual(['barre']);
    expect(difficultyLabel(hand('x1x44x')!).features).toContain('stretch');
  });
});
