import { describe, expect, it } from 'vitest';
import { afterSignInUrl, isSignInPage, logInSearchFor, safeCallbackUrl } from './callbackUrl';

const origin = 'https://frets.example';

describe('callback addresses after signing in', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeCallbackUrl('/account/learned', origin)).toBe('/account/learned');
    expect(safeCallbackUrl('/chords/C/major?position=2#voicings', origin)).toBe('/chords/C/major?position=2#voicings');
  });

  it('turns an absolute address on this site into its path', () => {
    expect(safeCallbackUrl('https://frets.example/account', origin)).toBe('/account');
  });

  it('refuses other sites, however they are disguised', () => {
    for (const value of [
      'https://evil.example/account',
      '//evil.example/account',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'http://frets.example/account', // another origin: the scheme differs
      'https://frets.example.evil.example/',
      'account',
    ]) {
      expect(safeCallbackUrl(value, origin), value).toBeUndefined();
    }
  });

  it('refuses what is not an address at all', () => {
    for (const value of [undefined, null, 42, {}, '', '/' + 'a'.repeat(2000)])
      expect(safeCallbackUrl(value, origin)).toBeUndefined();
  });

  it('knows the sign-in pages, which are never worth returning to', () => {
    expect(
      ['/account/log-in', '/account/log-in/error', '/account/logged-out', '/deauthorised'].every(isSignInPage),
    ).toBe(true);
    expect(['/account', '/account/learned', '/account/log-inn', '/'].some(isSignInPage)).toBe(false);
  });

  it('returns to a page that required sign-in straight away', () => {
    expect(afterSignInUrl({ error: 'SessionRequired', callbackUrl: '/account/learned' })).toBe('/account/learned');
  });

  it('otherwise shows the success page, carrying the way back', () => {
    expect(afterSignInUrl({})).toBe('/account/log-in/success');
    expect(afterSignInUrl({ callbackUrl: '/chords?x=1' })).toBe(
      '/account/log-in/success?callbackUrl=%2Fchords%3Fx%3D1',
    );
    expect(afterSignInUrl({ error: 'Verification', callbackUrl: '/songs' })).toBe(
      '/account/log-in/success?callbackUrl=%2Fsongs',
    );
    expect(afterSignInUrl({ error: 'SessionRequired' })).toBe('/account/log-in/success');
  });

  it('can start over from where a sign-in was to lead', () => {
    for (const search of [
      {},
      { callbackUrl: '/chords?x=1' },
      { error: 'SessionRequired' as const, callbackUrl: '/account/learned?y=2' },
    ]) {
      expect(logInSearchFor(afterSignInUrl(search))).toEqual(search);
    }
  });
});
