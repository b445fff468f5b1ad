import { describe, expect, it } from 'vitest';
import { PATTERN_CATALOGUE } from '../daily-practice/patternCatalogue';
import { parsePatternRef } from './patternRef';

describe('a saved item’s ref read back as the pattern its page shows', () => {
  it('reads a chord, and a voicing named by its shape', () => {
    expect(parsePatternRef('/chords/C/maj7')).toEqual({ kind: 'chord', root: 'C', type: 'maj7' });
    expect(parsePatternRef('/chords/C/maj7?shape=x32010')).toEqual({
      kind: 'chord',
      root: 'C',
      type: 'maj7',
      shape: 'x32010',
    });
    // Frets past 9 in brackets, as books write them.
    expect(parsePatternRef('/chords/D/major?shape=x5(10)(10)(10)x')?.shape).toBe('x5(10)(10)(10)x');
  });

  it('reads an older link’s voicing by its place, and ignores it beside a shape or when it is not a place', () => {
    expect(parsePatternRef('/chords/C/major?voicing=5')).toEqual({
      kind: 'chord',
      root: 'C',
      type: 'major',
      voicing: 5,
    });
    expect(parsePatternRef('/chords/C/major?shape=x35553&voicing=5')).toEqual({
      kind: 'chord',
      root: 'C',
      type: 'major',
      shape: 'x35553',
    });
    for (const junk of ['1', '0', '-3', '2.5', 'two', '10000', ''])
      expect(parsePatternRef(`/chords/C/major?voicing=${junk}`)).toEqual({ kind: 'chord', root: 'C', type: 'major' });
  });

  it('reads a scale’s and an arpeggio’s position, and the tuning', () => {
    expect(parsePatternRef('/scales/A/minor-pentatonic?position=box-1')).toEqual({
      kind: 'scale',
      root: 'A',
      type: 'minor-pentatonic',
      position: 'box-1',
    });
    expect(parsePatternRef('/arpeggios/G/7?position=e-shape&tuning=DADGAD')).toEqual({
      kind: 'arpeggio',
      root: 'G',
      type: '7',
      position: 'e-shape',
      tuning: 'DADGAD',
    });
    expect(parsePatternRef('/scales/E/major?tuning=C2-G2-D3-A3-E4-G4')?.tuning).toBe('C2-G2-D3-A3-E4-G4');
  });

  it('reads a root, sharps and flats, encoded or not', () => {
    expect(parsePatternRef('/roots/E')).toEqual({ kind: 'root', root: 'E', type: '' });
    expect(parsePatternRef('/roots/F%23')).toEqual({ kind: 'root', root: 'F#', type: '' });
    expect(parsePatternRef('/chords/Bb/m7')).toEqual({ kind: 'chord', root: 'Bb', type: 'm7' });
    expect(parsePatternRef('/scales/C%23/harmonic-minor/')?.root).toBe('C#');
  });

  it('reads every pattern in the routine’s catalogue', () => {
    for (const item of PATTERN_CATALOGUE) expect(parsePatternRef(item.ref)?.kind, item.ref).toBe(item.kind);
  });

  it('gives nothing for a lesson, a song, a melody or another page', () => {
    for (const ref of [
      '/learning/first-chords/changing-chords',
      '/songs/knockin-on-heavens-door',
      '/free-play?mode=melody-maker&melody=1.3.q_2.2.e',
      '/chord-finder?notes=1.3,2.2',
      '/daily-practice',
      '/',
    ])
      expect(parsePatternRef(ref), ref).toBeNull();
  });

  it('gives nothing for junk, and drops a query value it cannot use', () => {
    for (const ref of [
      '',
      'chords/C/major',
      '//evil.example/chords/C/major',
      '/chords/H/major',
      '/chords/C4/major',
      '/chords/C/not-a-chord',
      '/scales/A/not-a-scale',
      '/chords/C',
      '/chords/C/major/extra',
      '/roots/E/extra',
      '/roots/%E0%A4%A',
      '/chords/%/major',
      `/chords/C/${'m'.repeat(400)}`,
      42,
      null,
    ])
      expect(parsePatternRef(ref), String(ref)).toBeNull();
    expect(parsePatternRef('/chords/C/major?shape=x3201&tuning=NOPE')).toEqual({
      kind: 'chord',
      root: 'C',
      type: 'major',
    });
    expect(parsePatternRef('/scales/A/minor?position=Box%201<script>')).toEqual({
      kind: 'scale',
      root: 'A',
      type: 'minor',
    });
  });
});
