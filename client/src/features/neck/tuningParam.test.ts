import { describe, expect, it } from 'vitest';
import { getTuning } from '../../theory/tunings';
import { formatTuningParam, parseTuningParam, resolveTuning, tuningForLink } from './tuningParam';

describe('the tuning in a link', () => {
  it('takes a preset id or six dashed pitches, and ignores anything else', () => {
    expect(parseTuningParam('DADGAD')).toBe('DADGAD');
    expect(parseTuningParam('C2-G2-D3-A3-E4-G4')).toBe('C2-G2-D3-A3-E4-G4');
    expect(parseTuningParam('C2-G2')).toBeUndefined();
    expect(parseTuningParam(42)).toBeUndefined();
    expect(parseTuningParam('<b>')).toBeUndefined();
  });

  it('writes a preset by id and a custom tuning by its pitches', () => {
    expect(formatTuningParam(getTuning('DROP_D')!)).toBe('DROP_D');
    expect(formatTuningParam(getTuning('C#2 G#2 C#3 F#3 A#3 D#4')!)).toBe('C#2-G#2-C#3-F#3-A#3-D#4');
  });

  it("prefers the link's tuning, then the reader's custom one, then their preset", () => {
    expect(resolveTuning('DADGAD', 'STANDARD', null).id).toBe('DADGAD');
    expect(resolveTuning(undefined, 'STANDARD', 'D2 G2 D3 G3 B3 D4').id).toBe('OPEN_G');
    expect(resolveTuning(undefined, 'DROP_D', null).id).toBe('DROP_D');
    expect(resolveTuning(undefined, 'NOPE', 'garbage').id).toBe('STANDARD');
  });

  it('puts the reader’s tuning in a link of held notes unless it is standard, so it shows the same chord to anyone', () => {
    expect(tuningForLink(undefined, getTuning('DADGAD')!)).toBe('DADGAD');
    expect(tuningForLink(undefined, getTuning('STANDARD')!)).toBeUndefined();
    expect(tuningForLink('DROP_D', getTuning('DROP_D')!)).toBe('DROP_D');
    expect(tuningForLink(undefined, getTuning('C2 F2 C3 F3 A3 D4')!)).toBe('C2-F2-C3-F3-A3-D4');
  });
});
