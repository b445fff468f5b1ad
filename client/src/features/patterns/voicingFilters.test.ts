import { describe, expect, it } from 'vitest';
import { chordVoicings } from '../../theory';
import { parseVoicingFilters, voicingOptions } from './voicingFilters';

describe('voicing filters in a link', () => {
  it('keeps only the choices offered', () => {
    expect(
      parseVoicingFilters({ stretch: '5', open: 'no', bass: '1', strings: '2,3,4,5', around: '7', drop: '2' }),
    ).toEqual({
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

  it('ignores a three-string set for drop voicings, which need four strings', () => {
    expect(voicingOptions({ drop: 3, strings: '3,4,5' })).toEqual({ drop: 3 });
  });
});
