import { describe, expect, it } from 'vitest';
import {
  appendNote,
  MAX_MELODY_NOTES,
  moveNote,
  removeNote,
  selectionAfterRemove,
  setNoteDuration,
  type Melody,
} from './melody';

const a = { string: 0, fret: 3, duration: 'quarter' } as const;
const b = { string: 1, fret: 2, duration: 'eighth' } as const;
const c = { string: 2, fret: 0, duration: 'half' } as const;
const abc: Melody = [a, b, c];

describe('editing a melody', () => {
  it('adds notes at the end, up to the most a melody holds', () => {
    expect(appendNote([a], b)).toEqual([a, b]);
    const full = Array.from({ length: MAX_MELODY_NOTES }, () => a);
    expect(appendNote(full, b)).toBe(full);
  });

  it("changes one note's length", () => {
    expect(setNoteDuration(abc, 1, 'whole')).toEqual([a, { ...b, duration: 'whole' }, c]);
    expect(setNoteDuration(abc, 1, 'eighth')).toBe(abc);
    expect(setNoteDuration(abc, 3, 'whole')).toBe(abc);
  });

  it('moves a note left or right, stopping at the ends', () => {
    expect(moveNote(abc, 0, 1)).toEqual([b, a, c]);
    expect(moveNote(abc, 2, -1)).toEqual([a, c, b]);
    expect(moveNote(abc, 0, -1)).toBe(abc);
    expect(moveNote(abc, 2, 1)).toBe(abc);
    expect(moveNote(abc, 5, 1)).toBe(abc);
  });

  it('deletes a note and selects the next one, else the one before', () => {
    expect(removeNote(abc, 1)).toEqual([a, c]);
    expect(removeNote(abc, -1)).toBe(abc);
    expect(selectionAfterRemove(3, 1)).toBe(1);
    expect(selectionAfterRemove(3, 2)).toBe(1);
    expect(selectionAfterRemove(1, 0)).toBeNull();
  });

  it('never changes the melody it was given', () => {
    const frozen = Object.freeze([a, b, c].map((n) => Object.freeze({ ...n })));
    expect(() => [
      moveNote(frozen, 0, 2),
      removeNote(frozen, 0),
      setNoteDuration(frozen, 0, 'half'),
      appendNote(frozen, a),
    ]).not.toThrow();
    expect(frozen).toEqual(abc);
  });
});
