import { describe, expect, it } from 'vitest';
import recorded from './legacyOrder.fixture.json';
import { formatFrets } from './shapeText';
import type { VoicingOptions } from './types';
import { chordVoicings } from './voicings';

// The first twelve voicings of 127 chords (types, roots, options, tunings), recorded from the
// engine as it was at commit 3a0fd4e, before the book order: what `?voicing=N` links meant.
const cases = recorded as Array<{
  root: string;
  type: string;
  tuning: string;
  options: VoicingOptions;
  first: string[];
}>;

describe('the order before 2026-11-25, for links that name a voicing by its place', () => {
  it.each(cases.map((c) => [`${c.root} ${c.type} ${c.tuning} ${JSON.stringify(c.options)}`, c] as const))(
    '%s lists as it did',
    (_, { root, type, tuning, options, first }) => {
      const legacy = chordVoicings(root, type, tuning, { ...options, order: 'legacy' }).slice(0, 12);
      expect(legacy.map((v) => formatFrets(v.frets))).toEqual(first);
    },
  );

  it('is not the order shown now', () => {
    const now = chordVoicings('C', 'major')
      .slice(0, 5)
      .map((v) => formatFrets(v.frets));
    const then = chordVoicings('C', 'major', 'STANDARD', { order: 'legacy' })
      .slice(0, 5)
      .map((v) => formatFrets(v.frets));
    expect(then).toEqual(['x32010', 'x32013', '8(10)(10)988', '(20)(22)(22)(21)(20)(20)', 'x35553']);
    expect(now).not.toEqual(then);
  });
});
