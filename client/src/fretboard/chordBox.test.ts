import { describe, expect, it } from 'vitest';
import { chordDiagramName, chordStringX, chordWindow } from './chordBox';

describe('chord box layout', () => {
  it('shows open chords from the nut in four frets', () => {
    expect(chordWindow([-1, 3, 2, 0, 1, 0])).toEqual({ startFret: 1, fretCount: 4, showsNut: true });
    expect(chordWindow([1, 3, 3, 2, 1, 1])).toEqual({ startFret: 1, fretCount: 4, showsNut: true });
  });

  it('starts higher shapes at their lowest fretted fret', () => {
    expect(chordWindow([-1, 7, 9, 9, 8, 7])).toEqual({ startFret: 7, fretCount: 4, showsNut: false });
    expect(chordWindow([-1, -1, 5, 9, 8, 7])).toEqual({ startFret: 5, fretCount: 5, showsNut: false });
  });

  it('keeps all-open and all-muted chords at the nut', () => {
    expect(chordWindow([0, 0, 0, 0, 0, 0]).startFret).toBe(1);
  });

  it('mirrors the strings for a left-handed player', () => {
    expect(chordStringX(0)).toBeLessThan(chordStringX(5));
    expect(chordStringX(0, 'LEFT')).toBe(chordStringX(5));
  });

  it('names a chord with its frets, lowest string first', () => {
    expect(chordDiagramName('C major', { frets: [-1, 3, 2, 0, 1, 0] })).toBe('C major, x 3 2 0 1 0');
  });
});
