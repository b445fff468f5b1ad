import { describe, expect, it } from 'vitest';
import { ChordType, ScaleType } from 'tonal';
import { chordSymbol, chordTypeOptions, scaleTypeOptions } from './catalog';

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

  it('offers the chord types of a chord book first, spelled as books spell them', () => {
    const options = chordTypeOptions();
    const common = options.filter((o) => o.common);
    expect(common.length).toBeGreaterThanOrEqual(35);
    expect(options.slice(0, common.length)).toEqual(common);
    const label = (slug: string) => options.find((o) => o.slug === slug)?.label;
    expect(label('6add9')).toBe('6/9 (sixth added ninth)');
    expect(label('m/ma7')).toBe('mMaj7 (minor/major seventh)');
    expect(label('maj#4')).toBe('maj7#11 (major seventh sharp eleventh)');
    expect(label('M7b6')).toBe('maj7b6 (major seventh flat sixth)');
    // tonal's own spellings never reach the learner among the common ones.
    expect(common.map((o) => o.label).join(' ')).not.toMatch(/\bM7|o7M7|m\/ma7|\+add/);
  });

  it('writes chord symbols as chord books do, in one form the chord pages and rooms share', () => {
    expect(chordSymbol('C', 'major')).toBe('C');
    expect(chordSymbol('A', 'm7')).toBe('Am7');
    expect(chordSymbol('C', '69')).toBe('C6/9');
    expect(chordSymbol('C', 'm/ma7')).toBe('CmMaj7');
    expect(chordSymbol('C', 'nonsense')).toBe('Cnonsense');
  });
});
