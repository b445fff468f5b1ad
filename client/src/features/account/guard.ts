import type { SessionEnd, SessionStatus } from '../../machines/sessionMachine';
import { isSignInPage } from './callbackUrl';

/**
 * Which pages need a signed-in user, and what happens when one is missing (spec section
 * 4): every page under /account except Log In (with its sub-pages) and Logged Out.
 */
export function requiresSignIn(pathname: string): boolean {
  return /^\/account(\/|$)/.test(pathname) && !isSignInPage(pathname);
}

export type GuardDecision =
  { kind: 'wait' } | { kind: 'allow' } | { kind: 'sign-in'; search: { error: 'SessionRequired'; callbackUrl: string } };

/**
 * What a protected page does with the session's status: wait while it loads, let a
 * signed-in user through, and send anyone else to Log In with error SessionRequired and
 * the page (`href`, path and query) to come back to.
 */
export function guardDecision(status: SessionStatus, href: string): GuardDecision {
  if (status === 'loading') return { kind: 'wait' };
  if (status === 'authenticated') return { kind: 'allow' };
  return { kind: 'sign-in', search: { error: 'SessionRequired', callbackUrl: href } };
}

export type AfterSessionEnded = { to: '/deauthorised'; callbackUrl?: string } | { to: '/account/logged-out' } | null;

/**
 * Where a tab goes when its session ends while a page is open: to Deauthorised when the
 * server stopped accepting it (from anywhere but Deauthorised itself, keeping the page to
 * return to), and to Logged Out when the user signed out while on a page that needs
 * sign-in. Elsewhere a sign-out only changes the header.
 */
export function afterSessionEnded(
  ended: SessionEnd | null,
  location: { pathname: string; href: string },
): AfterSessionEnded {
  if (ended === 'deauthorised') {
    if (location.pathname === '/deauthorised') return null;
    return isSignInPage(location.pathname)
      ? { to: '/deauthorised' }
      : { to: '/deauthorised', callbackUrl: location.href };
  }
  if (ended === 'signed-out' && requiresSignIn(location.pathname)) return { to: '/account/logged-out' };
  return null;
}
