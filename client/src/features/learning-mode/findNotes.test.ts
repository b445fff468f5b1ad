import { describe, expect, it } from 'vitest';
import { getTuning, midiAt, type Position } from '../../theory';
import { expected, findNotesResult, isFinished, startFindNotes, tapFindNotes, type FindNotesState } from './findNotes';

const standard = getTuning('STANDARD')!;
const target = (string: number, fret: number) => ({ string, fret, midi: midiAt(standard, { string, fret }) });
const tapAll = (state: FindNotesState, taps: Position[]) => taps.reduce(tapFindNotes, state);

// Every E from the nut to the 5th fret: open low E, 2nd fret of the D string, open high E, 5th fret of the B string.
const everyE = [target(5, 0), target(0, 0), target(2, 2), target(4, 5)];

describe('find the notes', () => {
  it('ends when every place is found, in any order when not ordered, with full accuracy', () => {
    const done = tapAll(startFindNotes(everyE, false), [
      { string: 4, fret: 5 },
      { string: 0, fret: 0 },
      { string: 5, fret: 0 },
      { string: 2, fret: 2 },
    ]);
    expect(isFinished(done)).toBe(true);
    expect(findNotesResult(done)).toEqual({ right: 4, wrong: 0, accuracy: 1 });
  });

  it('counts a wrong tap and shows the nearest place still to find', () => {
    const state = tapAll(startFindNotes(everyE, false), [
      { string: 0, fret: 0 },
      { string: 2, fret: 3 },
    ]);
    expect(state.wrong).toBe(1);
    expect(state.miss).toEqual({ tapped: { string: 2, fret: 3 }, right: { string: 2, fret: 2 } });
    expect(isFinished(state)).toBe(false);
  });

  it('clears the shown mistake on the next right tap and reports accuracy of all taps', () => {
    const state = tapAll(startFindNotes(everyE, false), [
      { string: 1, fret: 1 },
      { string: 0, fret: 0 },
      { string: 2, fret: 2 },
      { string: 4, fret: 5 },
      { string: 5, fret: 0 },
    ]);
    expect(state.miss).toBeUndefined();
    expect(findNotesResult(state)).toEqual({ right: 4, wrong: 1, accuracy: 0.8 });
  });

  it('in order, takes the places from the lowest pitch to the highest and points at the next one', () => {
    const start = startFindNotes(everyE, true);
    const outOfOrder = tapFindNotes(start, { string: 2, fret: 2 });
    expect(outOfOrder.wrong).toBe(1);
    expect(outOfOrder.miss?.right).toEqual({ string: 0, fret: 0 });
    const done = tapAll(start, [
      { string: 0, fret: 0 },
      { string: 2, fret: 2 },
      { string: 5, fret: 0 },
      { string: 4, fret: 5 },
    ]);
    expect(findNotesResult(done)).toEqual({ right: 4, wrong: 0, accuracy: 1 });
  });

  it('in order, takes two places of the same pitch either way round', () => {
    const start = startFindNotes(everyE, true);
    const afterLow = tapAll(start, [
      { string: 0, fret: 0 },
      { string: 2, fret: 2 },
    ]);
    expect(expected(afterLow).map(({ string, fret }) => ({ string, fret }))).toEqual([
      { string: 4, fret: 5 },
      { string: 5, fret: 0 },
    ]);
    expect(tapFindNotes(afterLow, { string: 4, fret: 5 }).right).toBe(3);
  });

  it('ignores a second tap on a place already found and taps after the end', () => {
    const once = tapFindNotes(startFindNotes(everyE, false), { string: 0, fret: 0 });
    expect(tapFindNotes(once, { string: 0, fret: 0 })).toBe(once);
    const done = tapAll(once, [
      { string: 2, fret: 2 },
      { string: 4, fret: 5 },
      { string: 5, fret: 0 },
    ]);
    expect(tapFindNotes(done, { string: 1, fret: 1 })).toBe(done);
  });

  it('counts a place listed twice once', () => {
    expect(startFindNotes([...everyE, target(0, 0)], false).targets).toHaveLength(4);
  });
});
