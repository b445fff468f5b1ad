import { fromPromise } from 'xstate';
import * as z from 'zod/mini';

/** The session as Auth.js answers it: who is signed in and until when. */
export type Session = {
  user?: { id?: string; name?: string | null; email?: string | null; image?: string | null };
  expires: string;
  [key: string]: unknown;
};

export const DEFAULT_AUTH_BASE_PATH = '/api/auth';

const optionalText = z.optional(z.nullable(z.string()));
const sessionSchema = z.looseObject({
  user: z.optional(
    z.looseObject({
      id: z.optional(z.string()),
      name: optionalText,
      email: optionalText,
      image: optionalText,
    }),
  ),
  expires: z.string(),
});

/**
 * A session from a response body, or null when there is none. Auth.js answers `null`
 * (or, in older versions, `{}`) when nobody is signed in; anything without `expires` is
 * read the same way.
 */
export function parseSession(body: unknown): Session | null {
  const result = sessionSchema.safeParse(body);
  return result.success ? (result.data as Session) : null;
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
    const { csrfToken } = z.object({ csrfToken: z.string() }).parse(await readJson(csrf, `GET ${input.basePath}/csrf`));
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
