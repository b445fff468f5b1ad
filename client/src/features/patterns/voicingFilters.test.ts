import { describe, expect, it } from 'vitest';
import { chordVoicings } from '../../theory';
import { parseVoicingFilters, voicingOptions, withinLevel } from './voicingFilters';

describe('voicing filters in a link', () => {
  it('keeps only the choices offered', () => {
    expect(
      parseVoicingFilters({
        stretch: '5',
        open: 'no',
        bass: '1',
        strings: '2,3,4,5',
        around: '7',
        drop: '2',
        level: 'easy',
      }),
    ).toEqual({
      level: 'easy',
      stretch: 5,
      open: 'no',
      bass: '1',
      strings: '2,3,4,5',
      around: 7,
      drop: 2,
    });
    expect(
      parseVoicingFilters({ stretch: '12', open: 'yes', bass: '9', strings: '0,5', around: 'x', drop: '4' }),
    ).toEqual({});
  });

  it('turns them into engine options that narrow the voicings the way a learner asked', () => {
    const noOpen = chordVoicings('C', 'major', 'STANDARD', voicingOptions({ open: 'no' }));
    expect(noOpen.length).toBeGreaterThan(0);
    expect(noOpen.every((v) => !v.frets.includes(0))).toBe(true);
    const firstInversion = chordVoicings('C', 'major', 'STANDARD', voicingOptions({ bass: '1' }));
    expect(firstInversion.every((v) => v.bass === 'E')).toBe(true);
    const drop2 = chordVoicings('C', 'maj7', 'STANDARD', voicingOptions({ drop: 2, strings: '2,3,4,5' }));
    expect(drop2).toHaveLength(4);
  });

  it('keeps the simplest shapes when asked: the easy ones, or the easy and medium ones', () => {
    const all = chordVoicings('F', 'major');
    const easy = withinLevel(all, 'easy');
    const medium = withinLevel(all, 'medium');
    expect(easy.length).toBeGreaterThan(0);
    expect(easy.length).toBeLessThan(medium.length);
    expect(medium.length).toBeLessThan(all.length);
    expect(easy.map((v) => v.frets)).not.toContainEqual([1, 3, 3, 2, 1, 1]); // the full barre F is not easy
    expect(medium.map((v) => v.frets)).toContainEqual([1, 3, 3, 2, 1, 1]);
    expect(withinLevel(all, undefined)).toBe(all);
    expect(parseVoicingFilters({ level: 'hard' })).toEqual({});
  });

  it('asks for rootless voicings when the learner ticks it', () => {
    expect(parseVoicingFilters({ rootless: 'yes' })).toEqual({ rootless: 'yes' });
    expect(parseVoicingFilters({ rootless: 'no' })).toEqual({});
    const rootless = chordVoicings('G', '13', 'STANDARD', voicingOptions({ rootless: 'yes' }));
    expect(rootless.length).toBeGreaterThan(0);
    expect(rootless.every((v) => v.notes.every((n) => !n?.isRoot))).toBe(true);
  });

  it('ignores a three-string set for drop voicings, which need four strings', () => {
    expect(voicingOptions({ drop: 3, strings: '3,4,5' })).toEqual({ drop: 3 });
  });
});
