import { describe, expect, it } from 'vitest';
import { isKnownPath, patternToRegExpSource } from './paths';

describe('known paths', () => {
  it.each([
    '/',
    '/about',
    '/chords/C/major',
    '/scales/F%23/minor-pentatonic',
    '/roots/Bb',
    '/learning/chords',
    '/learning/chords/open-c',
    '/songs/wonderwall',
    '/account/log-in/magic-link',
    '/embed/chords/C/major',
    '/rooms/abc123',
    '/about/',
  ])('answers %s', (path) => {
    expect(isKnownPath(path)).toBe(true);
  });

  it.each(['/nope', '/chords/C', '/chords/C/major/extra', '/roots/C/major', '/embed', '/account/unknown', '//about'])(
    'does not answer %s',
    (path) => {
      expect(isKnownPath(path)).toBe(false);
    },
  );

  it('escapes literal characters so a dot in a pattern is not a wildcard', () => {
    expect(new RegExp(patternToRegExpSource('/a.b')).test('/axb')).toBe(false);
    expect(new RegExp(patternToRegExpSource('/a.b')).test('/a.b')).toBe(true);
  });
});
