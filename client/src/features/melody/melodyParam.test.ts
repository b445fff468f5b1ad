import { describe, expect, it } from 'vitest';
import { MAX_MELODY_NOTES, type Melody } from './melody';
import { decodeMelody, encodeMelody, parseTempoParam } from './melodyParam';

const melody: Melody = [
  { string: 0, fret: 3, duration: 'quarter' },
  { string: 5, fret: 24, duration: 'sixteenth' },
  { string: 2, fret: 0, duration: 'whole' },
  { string: 3, fret: 12, duration: 'eighth' },
  { string: 4, fret: 1, duration: 'half' },
];

describe('a melody in a link', () => {
  it('writes each note as string.fret.duration, joined by underscores', () => {
    expect(encodeMelody(melody)).toBe('0.3.q_5.24.s_2.0.w_3.12.e_4.1.h');
  });

  it('reads back what it wrote', () => {
    expect(decodeMelody(encodeMelody(melody))).toEqual(melody);
    const longest = Array.from(
      { length: MAX_MELODY_NOTES },
      () => ({ string: 5, fret: 24, duration: 'sixteenth' }) as const,
    );
    expect(decodeMelody(encodeMelody(longest))).toEqual(longest);
  });

  it('rejects a link with any malformed note rather than playing part of it', () => {
    for (const bad of [
      '0.3.q_',
      '6.3.q',
      '0.25.q',
      '0.03.q',
      '0.3.x',
      '0.3',
      '0.3.q.1',
      '-1.3.q',
      '0.3.Q',
      '0.3.q__1.2.e',
      ' 0.3.q',
      '',
    ]) {
      expect(decodeMelody(bad), bad).toBeNull();
    }
    expect(decodeMelody(42)).toBeNull();
    expect(decodeMelody(undefined)).toBeNull();
    expect(decodeMelody(['0.3.q'])).toBeNull();
  });

  it('rejects more notes than a melody holds, and oversized text', () => {
    expect(decodeMelody(Array.from({ length: MAX_MELODY_NOTES + 1 }, () => '0.3.q').join('_'))).toBeNull();
    expect(decodeMelody('0.3.q'.repeat(1000))).toBeNull();
  });

  it('takes a tempo the app offers, as a number or as text, and drops anything else', () => {
    expect(parseTempoParam(90)).toBe(90);
    expect(parseTempoParam('120')).toBe(120);
    for (const bad of [95, 30, 230, '90.0', 'fast', null, undefined, Number.NaN])
      expect(parseTempoParam(bad)).toBeUndefined();
  });
});
