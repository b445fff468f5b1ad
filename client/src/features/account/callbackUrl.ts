/**
 * Where a visitor goes after signing in. Only a path on this site is ever used, so a
 * crafted link cannot send someone to another site with our sign-in in between.
 */

export const SIGN_IN_SUCCESS_PATH = '/account/log-in/success';

const MAX_LENGTH = 2000;

/**
 * The path (with query and hash) of `value` when it is an address on `origin`, else
 * undefined. Accepts a path ("/chords?x=1") or an absolute URL on the same origin, as
 * Auth.js may hand back; refuses other origins, protocol-relative ("//evil.example") and
 * backslash tricks ("/\evil.example"), and control characters.
 */
export function safeCallbackUrl(value: unknown, origin: string): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return undefined;
  // Browsers strip tabs and newlines from URLs and read "\" as "/", so "/\t/evil.example"
  // and "/\evil.example" would leave the site.
  if (value.includes('\\') || Array.from(value).some((ch) => ch < ' ' || ch === '\u007f')) return undefined;
  const isPath = value.startsWith('/') && !value.startsWith('//');
  if (!isPath && !/^https?:\/\//i.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(origin).origin) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in pages themselves: returning to one of them after signing in leads nowhere. */
export function isSignInPage(pathname: string): boolean {
  return /^\/account\/(log-in|logged-out)(\/|$)/.test(pathname) || /^\/deauthorised\/?$/.test(pathname);
}

/**
 * The address Auth.js sends the visitor to once signed in. A page that required sign-in
 * (error SessionRequired) is returned to straight away: that is what they asked for.
 * Otherwise they see Log In Success, with its next steps and a way back to `callbackUrl`.
 */
export function afterSignInUrl({ error, callbackUrl }: { error?: string; callbackUrl?: string }): string {
  if (callbackUrl && error === 'SessionRequired') return callbackUrl;
  return callbackUrl ? `${SIGN_IN_SUCCESS_PATH}?${new URLSearchParams({ callbackUrl })}` : SIGN_IN_SUCCESS_PATH;
}

/**
 * The Log In search that leads to `afterSignIn` again (the inverse of afterSignInUrl), for
 * starting over from the check-your-e-mail page.
 */
export function logInSearchFor(afterSignIn: string): { error?: 'SessionRequired'; callbackUrl?: string } {
  const [path, query = ''] = afterSignIn.split('?');
  if (path === SIGN_IN_SUCCESS_PATH) {
    const back = new URLSearchParams(query).get('callbackUrl');
    return back ? { callbackUrl: back } : {};
  }
  return { error: 'SessionRequired', callbackUrl: afterSignIn };
}
