import { describe, expect, it } from 'vitest';
import { getPageKind, getPathSegments } from './pageKind';

describe('path segments', () => {
  it('counts the leading empty segment, as the spec rules do', () => {
    expect(getPathSegments('/')).toEqual(['']);
    expect(getPathSegments('/songs')).toEqual(['', 'songs']);
    expect(getPathSegments('/songs/x')).toEqual(['', 'songs', 'x']);
    expect(getPathSegments('/learning/a/b')).toEqual(['', 'learning', 'a', 'b']);
  });

  it('ignores trailing slashes, repeated slashes, query strings and hashes', () => {
    expect(getPathSegments('/songs/x/')).toEqual(['', 'songs', 'x']);
    expect(getPathSegments('//songs//x')).toEqual(['', 'songs', 'x']);
    expect(getPathSegments('/songs/x?position=2')).toEqual(['', 'songs', 'x']);
    expect(getPathSegments('/songs/x#top')).toEqual(['', 'songs', 'x']);
    expect(getPathSegments('/?position=1')).toEqual(['']);
  });

  it('reads an empty path or one without a leading slash as rooted', () => {
    expect(getPathSegments('')).toEqual(['']);
    expect(getPathSegments('songs/x')).toEqual(['', 'songs', 'x']);
  });
});

describe('page kind', () => {
  it.each([
    ['/', 'home'],
    ['', 'home'],
    ['/?position=3', 'home'],
    ['/chord-finder', 'chord-finder'],
    ['/chord-finder/', 'chord-finder'],
    ['/daily-practice', 'daily-practice'],
    ['/free-play', 'free-play'],
    ['/free-play?position=1', 'free-play'],
  ] as const)('%s is %s', (path, kind) => {
    expect(getPageKind(path)).toBe(kind);
  });

  it('is a song only under songs with more than two segments', () => {
    expect(getPageKind('/songs')).toBe('none');
    expect(getPageKind('/songs/')).toBe('none');
    expect(getPageKind('/songs/wonderwall')).toBe('song');
    expect(getPageKind('/songs/wonderwall/')).toBe('song');
    expect(getPageKind('/songs/wonderwall/intro')).toBe('song');
  });

  it('is a learning pattern only under learning with exactly four segments', () => {
    expect(getPageKind('/learning')).toBe('none');
    expect(getPageKind('/learning/triads')).toBe('none');
    expect(getPageKind('/learning/triads/major')).toBe('learning-pattern');
    expect(getPageKind('/learning/triads/major/?position=2')).toBe('learning-pattern');
    expect(getPageKind('/learning/triads/major/extra')).toBe('none');
  });

  it('is a pattern whenever the first segment is scales, arpeggios or chords', () => {
    expect(getPageKind('/scales')).toBe('pattern');
    expect(getPageKind('/scales/c/major')).toBe('pattern');
    expect(getPageKind('/arpeggios/a/minor')).toBe('pattern');
    expect(getPageKind('/chords/g/major?position=2')).toBe('pattern');
  });

  it('is none for every other page', () => {
    for (const path of ['/about', '/roots', '/roots/c', '/account', '/account/daily-practice', '/songsx', '/updates']) {
      expect(getPageKind(path)).toBe('none');
    }
  });
});
