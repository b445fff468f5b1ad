import { describe, expect, it } from 'vitest';
import { getTuning, rootNotesOnNeck, type NeckNote } from '../../theory';
import { askable, exerciseNotes, findTargets, namePlaces } from './exerciseNotes';

const standard = getTuning('STANDARD')!;
const dropD = getTuning('DROP_D')!;

const cMajorTriad: NeckNote[] = [
  { string: 1, fret: 3, note: 'C', pitch: 'C3', interval: '1P', degree: '1', isRoot: true },
  { string: 2, fret: 2, note: 'E', pitch: 'E3', interval: '3M', degree: '3', isRoot: false },
  { string: 3, fret: 0, note: 'G', pitch: 'G3', interval: '5P', degree: '5', isRoot: false },
];

describe('the notes an exercise works on', () => {
  it('names marked places in the neck’s tuning when there is no pattern', () => {
    const marked = [{ string: 0, fret: 0 }];
    expect(exerciseNotes([], marked, standard)[0]?.note).toBe('E');
    expect(exerciseNotes([], marked, dropD)[0]?.note).toBe('D');
  });

  it('asks a note’s name, its interval to the root or its degree', () => {
    expect(namePlaces(cMajorTriad, 'name').map((p) => p.answer)).toEqual(['C', 'E', 'G']);
    expect(namePlaces(cMajorTriad, 'interval').map((p) => p.answer)).toEqual(['root', 'major third', 'perfect fifth']);
    expect(namePlaces(cMajorTriad, 'degree').map((p) => p.answer)).toEqual(['1', '3', '5']);
  });

  it('asks names instead of intervals where the notes have no root', () => {
    expect(askable(exerciseNotes([], [{ string: 0, fret: 3 }], standard), 'interval')).toBe('name');
    expect(askable(cMajorTriad, 'interval')).toBe('interval');
  });

  it('gives each place its pitch in the tuning, so the order follows the tuning', () => {
    const es = rootNotesOnNeck('E', standard.pitches, 0, 12);
    const targets = findTargets(es, standard);
    expect(targets).toHaveLength(es.length);
    expect(targets.find((t) => t.string === 0 && t.fret === 0)?.midi).toBe(40);
  });
});
