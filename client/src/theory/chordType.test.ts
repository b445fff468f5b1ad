import { ChordType } from 'tonal';
import { describe, expect, it } from 'vitest';
import { chordTypeKey, resolveChordType } from './chordType';

const nameOf = (input: string) => resolveChordType(input)?.name ?? null;

describe('reading a chord type', () => {
  it.each([
    ['major', 'major'],
    ['maj', 'major'],
    ['M', 'major'],
    ['', 'major'],
    ['minor', 'minor'],
    ['m', 'minor'],
    ['7', 'dominant seventh'],
    ['maj7', 'major seventh'],
    ['m7', 'minor seventh'],
    ['m7b5', 'half-diminished'],
    ['dim', 'diminished'],
    ['dim7', 'diminished seventh'],
    ['aug', 'augmented'],
    ['sus2', 'suspended second'],
    ['sus4', 'suspended fourth'],
    ['6', 'sixth'],
    ['m6', 'minor sixth'],
    ['9', 'dominant ninth'],
    ['7sus4', 'suspended fourth seventh'],
    ['5', 'fifth'],
  ])('reads %j as %s', (input, name) => {
    expect(nameOf(input)).toBe(name);
  });

  it('reads add9, which tonal keeps without a long name', () => {
    expect(resolveChordType('add9')?.intervals).toEqual(['1P', '3M', '5P', '9M']);
  });

  it('reads URL slugs and long names in any case', () => {
    expect(nameOf('minor-seventh')).toBe('minor seventh');
    expect(nameOf('Major-Seventh')).toBe('major seventh');
    expect(nameOf('half-diminished')).toBe('half-diminished');
    expect(nameOf('minor-major-seventh')).toBe('minor/major seventh');
    expect(nameOf('  dominant seventh ')).toBe('dominant seventh');
  });

  it('reads symbols guitarists write that tonal lacks', () => {
    expect(nameOf('mi')).toBe('minor');
    expect(nameOf('dom7')).toBe('dominant seventh');
    expect(nameOf('m7-5')).toBe('half-diminished');
  });

  it('keeps case where it matters: M is major, m is minor', () => {
    expect(nameOf('M7')).toBe('major seventh');
    expect(nameOf('m7')).toBe('minor seventh');
  });

  it('gives null, never an exception, for what is not a chord type', () => {
    for (const bad of [
      'xyz',
      'Cmaj7',
      '2193',
      '100010010001',
      'h7#',
      'minor seventh sharp',
      undefined as unknown as string,
      42 as unknown as string,
    ]) {
      expect(resolveChordType(bad)).toBeNull();
    }
  });

  it('reads back every chord type tonal knows by its key', () => {
    for (const type of ChordType.all()) expect(resolveChordType(chordTypeKey(type))).toBe(type);
  });
});
