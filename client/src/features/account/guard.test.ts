import { describe, expect, it } from 'vitest';
import { paths } from '../../routes/paths';
import { afterSessionEnded, guardDecision, requiresSignIn } from './guard';

describe('pages that need sign-in', () => {
  it('are every /account page except Log In, its sub-pages and Logged Out', () => {
    const accountPaths = Object.values(paths).filter((path) => path.startsWith('/account'));
    const open = accountPaths.filter((path) => !requiresSignIn(path)).sort();
    expect(open).toEqual([
      '/account/log-in',
      '/account/log-in/error',
      '/account/log-in/magic-link',
      '/account/log-in/success',
      '/account/logged-out',
    ]);
    expect(requiresSignIn('/account')).toBe(true);
    expect(requiresSignIn('/account/')).toBe(true);
    expect(requiresSignIn('/account/learned')).toBe(true);
  });

  it('do not include anything outside /account', () => {
    for (const path of ['/', '/accounts', '/favourites', '/daily-practice', '/deauthorised'])
      expect(requiresSignIn(path)).toBe(false);
  });
});

describe('the guard of a page that needs sign-in', () => {
  it('waits while the session is loading', () => {
    expect(guardDecision('loading', '/account')).toEqual({ kind: 'wait' });
  });

  it('lets a signed-in user through', () => {
    expect(guardDecision('authenticated', '/account')).toEqual({ kind: 'allow' });
  });

  it('sends anyone else to sign in with SessionRequired and the way back', () => {
    expect(guardDecision('unauthenticated', '/account/learned?sort=new')).toEqual({
      kind: 'sign-in',
      search: { error: 'SessionRequired', callbackUrl: '/account/learned?sort=new' },
    });
  });
});

describe('when a session ends while a page is open', () => {
  const at = (href: string) => ({ pathname: href.split('?')[0]!, href });

  it('shows Deauthorised when the server stopped accepting it, with the page to return to', () => {
    expect(afterSessionEnded('deauthorised', at('/chords/C/major?position=2'))).toEqual({
      to: '/deauthorised',
      callbackUrl: '/chords/C/major?position=2',
    });
    expect(afterSessionEnded('deauthorised', at('/account/learned'))).toEqual({
      to: '/deauthorised',
      callbackUrl: '/account/learned',
    });
  });

  it('does not offer a sign-in page as the page to return to, nor go to Deauthorised twice', () => {
    expect(afterSessionEnded('deauthorised', at('/account/log-in/success'))).toEqual({ to: '/deauthorised' });
    expect(afterSessionEnded('deauthorised', at('/deauthorised'))).toBeNull();
  });

  it('leaves a page that needs sign-in for Logged Out after a sign-out', () => {
    expect(afterSessionEnded('signed-out', at('/account'))).toEqual({ to: '/account/logged-out' });
    expect(afterSessionEnded('signed-out', at('/account/favourites'))).toEqual({ to: '/account/logged-out' });
  });

  it('stays on any other page after a sign-out, and does nothing while signed in', () => {
    expect(afterSessionEnded('signed-out', at('/chords'))).toBeNull();
    expect(afterSessionEnded('signed-out', at('/account/logged-out'))).toBeNull();
    expect(afterSessionEnded(null, at('/account'))).toBeNull();
  });
});
