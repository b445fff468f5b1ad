import { describe, expect, it } from 'vitest';
import { midiAt, pitchAt, pitchClassAt, positionsOf } from './neck';
import { getTuning } from './tunings';

const standard = getTuning('STANDARD')!;

describe('the neck', () => {
  it('knows the pitch at any string and fret', () => {
    expect(pitchAt(standard, { string: 0, fret: 0 })).toBe('E2');
    expect(pitchAt(standard, { string: 1, fret: 3 })).toBe('C3');
    expect(pitchAt(standard, { string: 5, fret: 24 })).toBe('E6');
    expect(midiAt(standard, { string: 2, fret: 12 })).toBe(62);
  });

  it('spells a note for its key: Bb in F major, A# in B major', () => {
    const fMajor = ['F', 'G', 'A', 'Bb', 'C', 'D', 'E'];
    const bMajor = ['B', 'C#', 'D#', 'E', 'F#', 'G#', 'A#'];
    expect(pitchClassAt(standard, { string: 2, fret: 8 }, fMajor)).toBe('Bb');
    expect(pitchClassAt(standard, { string: 2, fret: 8 }, bMajor)).toBe('A#');
    expect(pitchClassAt(standard, { string: 2, fret: 8 }, 'flats')).toBe('Bb');
    expect(pitchClassAt(standard, { string: 2, fret: 8 }, 'sharps')).toBe('A#');
  });

  it('keeps the octave right for notes spelled across an octave line (B#, Cb)', () => {
    expect(pitchAt(standard, { string: 1, fret: 3 }, ['B#'])).toBe('B#2');
    expect(pitchAt(standard, { string: 4, fret: 0 }, ['Cb'])).toBe('Cb4');
  });

  it('finds every position of a note', () => {
    const cs = positionsOf(standard, 'C', 0, 12);
    expect(cs).toEqual([
      { string: 0, fret: 8 },
      { string: 1, fret: 3 },
      { string: 2, fret: 10 },
      { string: 3, fret: 5 },
      { string: 4, fret: 1 },
      { string: 5, fret: 8 },
    ]);
    expect(positionsOf(standard, 'E')).toHaveLength(14); // open, 12 and 24 on both E strings, two on each other string
    expect(positionsOf(standard, 'H')).toEqual([]);
  });
});
