import { describe, expect, it } from 'vitest';
import { ChordType, ScaleType } from 'tonal';
import { chordTypeOptions, scaleTypeOptions } from './catalog';

describe('the chord and scale catalogue', () => {
  it('offers every chord type tonal knows, common ones first, with unique link names', () => {
    const options = chordTypeOptions();
    expect(options).toHaveLength(ChordType.all().length);
    expect(options.slice(0, 5).map((o) => o.slug)).toEqual(['major', 'minor', '7', 'maj7', 'm7']);
    expect(new Set(options.map((o) => o.slug)).size).toBe(options.length);
  });

  it('offers every scale type tonal knows, common ones first, as dashed names', () => {
    const options = scaleTypeOptions();
    expect(options).toHaveLength(ScaleType.all().length);
    expect(options.slice(0, 4).map((o) => o.slug)).toEqual(['major', 'minor', 'major-pentatonic', 'minor-pentatonic']);
    expect(options.every((o) => !o.slug.includes(' '))).toBe(true);
  });
});
