import type { IncomingHttpHeaders } from 'node:http';
import type postgres from 'postgres';
import type { Bus } from '../db/bus';
import { createPostgresAdapter } from './adapter';
import { announcingRevocations, sessionKey } from './revocation';
import type { SessionCache } from './sessionCache';

/** Auth.js's session cookie: with the __Secure- prefix when the app is served over https. */
export const SESSION_COOKIE_NAMES = ['__Secure-authjs.session-token', 'authjs.session-token'] as const;

/** Who is asking, as the rest of the server sees it. */
export interface AuthenticatedUser {
  id: string;
  name: string | null;
  email: string | null;
  username: string | null;
}

/** Reads one cookie from a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

export function sessionTokenFrom(headers: IncomingHttpHeaders): string | undefined {
  for (const name of SESSION_COOKIE_NAMES) {
    const token = readCookie(headers.cookie, name);
    if (token) return token;
  }
  return undefined;
}

/** A request's session as the server sees it: the token (to watch a WebSocket by) and its user. */
export interface SessionLookup {
  token: string;
  user: AuthenticatedUser;
}

/**
 * Resolves the session from a request's (or WebSocket upgrade's) headers: the session
 * cookie, looked up in the sessions table (or in `cache`, see sessionCache.ts). No cookie,
 * an unknown token or an expired session is nobody. An expired row is deleted on the spot
 * and its revocation announced, so a WebSocket another instance holds for it closes too.
 */
export function createSessionReader(
  db: { sql: postgres.Sql; bus: Pick<Bus, 'publish'> },
  options: { cache?: SessionCache } = {},
) {
  const adapter = announcingRevocations(createPostgresAdapter(db.sql), db.bus);
  const { cache } = options;

  async function lookup(token: string): Promise<{ user: AuthenticatedUser; expires: Date } | null> {
    const found = await adapter.getSessionAndUser(token);
    if (!found) return null;
    if (found.session.expires.valueOf() < Date.now()) {
      await adapter.deleteSession(token);
      return null;
    }
    const { user, session } = found;
    return {
      user: { id: user.id, name: user.name ?? null, email: user.email ?? null, username: user.username ?? null },
      expires: session.expires,
    };
  }

  return async (headers: IncomingHttpHeaders): Promise<SessionLookup | null> => {
    const token = sessionTokenFrom(headers);
    if (!token) return null;
    const user = cache
      ? await cache.read(sessionKey(token), () => lookup(token))
      : ((await lookup(token))?.user ?? null);
    return user ? { token, user } : null;
  };
}

export type SessionReader = ReturnType<typeof createSessionReader>;
