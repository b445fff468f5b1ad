import { describe, expect, it } from 'vitest';
import type { NeckNote } from '../theory/types';
import { intervalLabel, intervalName, noteLabel, positionId, positionName, stringNumber } from './labels';

const bFlat: NeckNote = { string: 2, fret: 8, pitch: 'Bb3', note: 'Bb', interval: '3m', degree: 'b3', isRoot: false };
const root: NeckNote = { string: 1, fret: 3, pitch: 'C3', note: 'C', interval: '1P', degree: '1', isRoot: true };

describe('dot labels', () => {
  it('show the note, the interval, the degree or nothing', () => {
    expect(noteLabel(bFlat, 'NOTES')).toBe('Bb');
    expect(noteLabel(bFlat, 'INTERVALS')).toBe('b3');
    expect(noteLabel(bFlat, 'DEGREES')).toBe('b3');
    expect(noteLabel(bFlat, 'NONE')).toBe('');
  });

  it('call the root R as an interval and 1 as a degree', () => {
    expect(noteLabel(root, 'INTERVALS')).toBe('R');
    expect(noteLabel(root, 'DEGREES')).toBe('1');
    expect(noteLabel({ ...root, degree: '' }, 'DEGREES')).toBe('1');
  });

  it('write intervals as a guitarist does', () => {
    expect(
      [
        '1P',
        '2M',
        '3m',
        '3M',
        '4P',
        '4A',
        '5d',
        '5P',
        '5A',
        '6M',
        '7m',
        '7M',
        '8P',
        '9m',
        '9M',
        '11A',
        '13M',
        '7d',
      ].map(intervalLabel),
    ).toEqual(['R', '2', 'b3', '3', '4', '#4', 'b5', '5', '#5', '6', 'b7', '7', 'R', 'b9', '9', '#11', '13', 'bb7']);
    expect(intervalLabel('nonsense')).toBe('');
  });

  it('name intervals in words for screen readers', () => {
    expect(intervalName('1P')).toBe('root');
    expect(intervalName('3m')).toBe('minor third');
    expect(intervalName('5P')).toBe('perfect fifth');
    expect(intervalName('4A')).toBe('augmented fourth');
    expect(intervalName('9M')).toBe('major ninth');
  });
});

describe('position names', () => {
  it('number strings as guitarists do: 1 is the high e, 6 the low E', () => {
    expect(stringNumber(5)).toBe(1);
    expect(stringNumber(0)).toBe(6);
  });

  it('say the string, fret, note and its role', () => {
    expect(positionName({ string: 1, fret: 3 }, 'C', { interval: '1P' })).toBe('string 5, fret 3, C, root');
    expect(positionName({ string: 0, fret: 1 }, 'F')).toBe('string 6, fret 1, F');
    expect(positionName({ string: 0, fret: 0 }, 'E', { muted: true })).toBe('string 6, fret 0, E, muted');
  });

  it('give positions the store ids "string:fret"', () => {
    expect(positionId({ string: 0, fret: 3 })).toBe('0:3');
  });
});
