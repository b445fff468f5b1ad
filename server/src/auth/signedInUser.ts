/**
 * For tests and benchmarks: a user with a live session, made through our Auth.js adapter,
 * as a magic-link sign-in leaves them, and the cookie a browser would then send.
 */
import { randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import { createPostgresAdapter } from './adapter';
import { SESSION_MAX_AGE_SECONDS } from './authConfig';

export interface SignedInUser {
  userId: string;
  token: string;
  cookie: string;
}

/** A new user (or `userId`, given) with a fresh session. */
export async function signedInUser(sql: postgres.ISql, userId?: string): Promise<SignedInUser> {
  const adapter = createPostgresAdapter(sql);
  const id =
    userId ??
    (
      await adapter.createUser({
        id: '',
        email: `learner-${randomUUID().slice(0, 8)}@example.com`,
        emailVerified: new Date(),
      })
    ).id;
  const token = randomUUID();
  await adapter.createSession({
    sessionToken: token,
    userId: id,
    expires: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000),
  });
  return { userId: id, token, cookie: `authjs.session-token=${token}` };
}
