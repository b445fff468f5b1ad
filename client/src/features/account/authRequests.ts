import { DEFAULT_AUTH_BASE_PATH } from '../../machines/sessionRequests';
import { isRecord, text } from '../../state/validate';

/**
 * The Auth.js calls of spec section 7 that the sign-in screens make: the providers, a CSRF
 * token, sign-in with a provider and sign-out. Each POST asks for the redirect as JSON
 * (`X-Auth-Return-Redirect`) so the screen decides where to go.
 */

const BASE = DEFAULT_AUTH_BASE_PATH;

export interface AuthProvider {
  id: string;
  name: string;
  /** 'email' gets the address form; 'oauth' and 'oidc' a button each. */
  type: string;
}

type Fetch = typeof fetch;

/** GET {base}/providers: the providers in the server's order. Throws when the call fails. */
export async function fetchProviders(fetchImpl: Fetch = fetch): Promise<AuthProvider[]> {
  const response = await fetchImpl(`${BASE}/providers`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${BASE}/providers answered ${response.status}`);
  return parseProviders(await response.json());
}

export function parseProviders(body: unknown): AuthProvider[] {
  if (!isRecord(body)) throw new Error(`GET ${BASE}/providers answered something other than a map of providers`);
  return Object.values(body).flatMap((value) => {
    if (!isRecord(value)) return [];
    const id = text(value.id, /^[\w-]{1,64}$/);
    const name = text(value.name, undefined, 100);
    const type = text(value.type, undefined, 40);
    return id && name && type ? [{ id, name, type }] : [];
  });
}

/** GET {base}/csrf: the token every POST to Auth.js carries. */
export async function fetchCsrfToken(fetchImpl: Fetch = fetch): Promise<string> {
  const response = await fetchImpl(`${BASE}/csrf`, { credentials: 'include', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${BASE}/csrf answered ${response.status}`);
  const body: unknown = await response.json();
  const token = isRecord(body) ? text(body.csrfToken, undefined, 200) : undefined;
  if (!token) throw new Error(`GET ${BASE}/csrf answered without a csrfToken`);
  return token;
}

/** Where Auth.js sends the visitor next, or why it would not (a rate limit, with the server's sentence). */
export type AuthAnswer = { ok: true; url: string } | { ok: false; message: string };

const CONNECTION_PROBLEM = 'We could not reach the server. Check your connection and try again.';

async function postForm(path: string, fields: Record<string, string>, fetchImpl: Fetch): Promise<AuthAnswer> {
  let response: Response;
  try {
    const csrfToken = await fetchCsrfToken(fetchImpl);
    response = await fetchImpl(`${BASE}/${path}`, {
      method: 'POST',
      credentials: 'include',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Auth-Return-Redirect': '1',
        Accept: 'application/json',
      },
      body: new URLSearchParams({ ...fields, csrfToken }),
    });
  } catch {
    return { ok: false, message: CONNECTION_PROBLEM };
  }
  const body: unknown = await response.json().catch(() => null);
  const url = isRecord(body) ? text(body.url, undefined, 4000) : undefined;
  if (response.status === 429) {
    const message = isRecord(body) ? text(body.message, undefined, 500) : undefined;
    return {
      ok: false,
      message: message ?? 'Too many sign-in links were asked for. Please wait a few minutes and try again.',
    };
  }
  if (!response.ok || !url)
    return { ok: false, message: 'The server could not handle that just now. Please try again in a moment.' };
  return { ok: true, url };
}

/**
 * POST {base}/signin/{provider} with the callback address (and the e-mail address for
 * the e-mail provider). The answer's URL is a provider's page, the "check your e-mail"
 * page, or an error page (see `readAuthUrl`).
 */
export function postSignIn(
  providerId: string,
  fields: { callbackUrl: string; email?: string },
  fetchImpl: Fetch = fetch,
): Promise<AuthAnswer> {
  const form: Record<string, string> = { callbackUrl: fields.callbackUrl };
  if (fields.email !== undefined) form.email = fields.email;
  return postForm(`signin/${encodeURIComponent(providerId)}`, form, fetchImpl);
}

/** POST {base}/signout: deletes the session on the server and its cookie. */
export function postSignOut(callbackUrl: string, fetchImpl: Fetch = fetch): Promise<AuthAnswer> {
  return postForm('signout', { callbackUrl }, fetchImpl);
}

/** A URL Auth.js answered with, as the screens act on it. */
export type AuthUrl =
  | { kind: 'error'; error: string; code: string | null }
  | { kind: 'check-email' }
  | { kind: 'sign-in' }
  | { kind: 'page'; path: string }
  | { kind: 'external'; url: string };

/**
 * Reads a returned URL (spec section 8: a sign-in result's error and code come from it):
 * an `error` parameter anywhere is an error; Auth.js's "verify request" is the check-your-
 * e-mail page; our own Log In page is where an unknown provider leads; other addresses on
 * this site are pages; anything else (GitHub, an OIDC issuer) is left for the browser.
 */
export function readAuthUrl(value: string, origin: string): AuthUrl {
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return { kind: 'error', error: 'Default', code: null };
  }
  if (url.origin !== new URL(origin).origin) return { kind: 'external', url: url.href };
  const error = url.searchParams.get('error');
  if (error) return { kind: 'error', error, code: url.searchParams.get('code') };
  if (url.pathname === `${BASE}/verify-request` || url.pathname === '/account/log-in/magic-link')
    return { kind: 'check-email' };
  if (url.pathname === '/account/log-in') return { kind: 'sign-in' };
  return { kind: 'page', path: `${url.pathname}${url.search}${url.hash}` };
}
