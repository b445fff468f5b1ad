import type { IncomingHttpHeaders } from 'node:http';
import type postgres from 'postgres';
import { createPostgresAdapter } from './adapter';

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

/**
 * Resolves the signed-in user from a request's (or WebSocket upgrade's) headers: the
 * session cookie, looked up in the sessions table. No cookie, an unknown token or an
 * expired session is nobody (Auth.js deletes expired rows when it next sees them).
 */
export function createSessionUserReader(sql: postgres.ISql) {
  const adapter = createPostgresAdapter(sql);
  return async (headers: IncomingHttpHeaders): Promise<AuthenticatedUser | null> => {
    const token = sessionTokenFrom(headers);
    if (!token) return null;
    const found = await adapter.getSessionAndUser(token);
    if (!found || found.session.expires.valueOf() < Date.now()) return null;
    const { user } = found;
    return { id: user.id, name: user.name ?? null, email: user.email ?? null, username: user.username ?? null };
  };
}
