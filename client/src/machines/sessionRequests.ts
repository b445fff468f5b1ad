import { fromPromise } from 'xstate';
import { isRecord, text } from '../state/validate';

/** The session as Auth.js answers it: who is signed in and until when. */
export type Session = {
  /** `username` is ours (server/src/auth/authConfig.ts): null until the user chooses one. */
  user?: { id?: string; name?: string | null; email?: string | null; image?: string | null; username?: string | null };
  expires: string;
  [key: string]: unknown;
};

export const DEFAULT_AUTH_BASE_PATH = '/api/auth';

/**
 * A session from a response body, or null when there is none. Auth.js answers `null`
 * (or, in older versions, `{}`) when nobody is signed in; anything without `expires` is
 * read the same way.
 */
export function parseSession(body: unknown): Session | null {
  if (!isRecord(body) || typeof body.expires !== 'string') return null;
  if (body.user === undefined) return body as Session;
  if (!isRecord(body.user)) return null;
  const user = body.user;
  const optionalText = (value: unknown) => value === undefined || value === null || typeof value === 'string';
  if (
    (user.id !== undefined && typeof user.id !== 'string') ||
    ![user.name, user.email, user.image, user.username].every(optionalText)
  )
    return null;
  return body as Session;
}

async function readJson(response: Response, what: string): Promise<unknown> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}`);
  return response.json();
}

/** GET {base}/session with the cookies: the session, or null. Throws when the call fails. */
export const fetchSession = fromPromise<Session | null, { basePath: string }>(async ({ input, signal }) => {
  const response = await fetch(`${input.basePath}/session`, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
    signal,
  });
  return parseSession(await readJson(response, `GET ${input.basePath}/session`));
});

/**
 * Auth.js's session update: fetch a CSRF token, then POST {base}/session with
 * `{ csrfToken, data }`. Answers the updated session, or null.
 */
export const updateSession = fromPromise<Session | null, { basePath: string; data: unknown }>(
  async ({ input, signal }) => {
    const csrf = await fetch(`${input.basePath}/csrf`, { credentials: 'include', signal });
    const body = await readJson(csrf, `GET ${input.basePath}/csrf`);
    const csrfToken = isRecord(body) ? text(body.csrfToken) : undefined;
    if (!csrfToken) throw new Error(`GET ${input.basePath}/csrf answered without a csrfToken`);
    const response = await fetch(`${input.basePath}/session`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ csrfToken, data: input.data }),
      signal,
    });
    return parseSession(await readJson(response, `POST ${input.basePath}/session`));
  },
);
