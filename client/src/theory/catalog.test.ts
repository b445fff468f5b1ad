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

describe('links to chord and scale pages', () => {
  it('names a chord type the way the pages do', async () => {
    const { chordTypeSlug } = await import('./catalog');
    expect(chordTypeSlug('major')).toBe('major');
    expect(chordTypeSlug('minor seventh')).toBe('m7');
    expect(chordTypeSlug('dominant seventh')).toBe('7');
    expect(chordTypeSlug('no such chord')).toBeNull();
  });

  it('splits a scale name into root and type', async () => {
    const { scaleLink } = await import('./catalog');
    expect(scaleLink('A minor pentatonic')).toEqual({ root: 'A', type: 'minor-pentatonic' });
    expect(scaleLink('C nonsense')).toBeNull();
  });
});
