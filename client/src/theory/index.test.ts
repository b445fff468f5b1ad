import { describe, expect, it } from 'vitest';
import { chordVoicings, identifyChord } from './index';

describe('the theory engine, as the app calls it', () => {
  it("gives C major's open shape first, in standard tuning by default", () => {
    expect(chordVoicings('C', 'major')[0]?.frets).toEqual([-1, 3, 2, 0, 1, 0]);
    expect(chordVoicings('C', '')[0]?.frets).toEqual([-1, 3, 2, 0, 1, 0]);
  });

  it('accepts symbols and tonal names alike', () => {
    expect(chordVoicings('A', 'm')[0]?.frets).toEqual(chordVoicings('A', 'minor')[0]?.frets);
    expect(chordVoicings('B', 'm7b5').length).toBeGreaterThan(0);
    expect(chordVoicings('C', 'maj7', 'DADGAD').length).toBeGreaterThan(0);
  });

  it('reads the shape back as the chord', () => {
    expect(identifyChord([-1, 3, 2, 0, 1, 0])[0]).toBe('C');
    expect(identifyChord([0, 0, 0, 0, 0, 0], 'DADGAD')[0]).toBe('Dsus4');
  });

  it('answers bad input with nothing, never an exception', () => {
    expect(chordVoicings('H', 'major')).toEqual([]);
    expect(chordVoicings('C', 'no-such-chord')).toEqual([]);
    expect(chordVoicings('C', 'major', 'X1 X2')).toEqual([]);
    expect(identifyChord([1, 2, 3])).toEqual([]);
  });
});
