import type { IncomingHttpHeaders } from 'node:http';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { ServerStatus } from '../serverStatus';
import { createSessionReader, type AuthenticatedUser, type SessionReader } from '../auth/sessionUser';
import type { RevocableSocket, SessionSockets } from '../auth/sessionSockets';

/** What every procedure may use; built once per app and shared by all requests. */
export interface AppServices {
  config: Config;
  db: Database;
  status: ServerStatus;
}

/** The signed-in user, from the Auth.js session cookie (server/src/auth/sessionUser.ts). */
export type SessionUser = AuthenticatedUser;

export interface Context {
  services: AppServices;
  user: SessionUser | null;
  headers: IncomingHttpHeaders;
}

/**
 * Builds the context from the raw request headers, so the same code serves HTTP requests
 * and WebSocket connections. The user comes from the session cookie: one lookup in the
 * sessions table (app.ts passes a reader with a cache in front), none without a cookie.
 */
export function createContextFactory(services: AppServices, readSession: SessionReader = createSessionReader(services.db)) {
  return async ({ req }: { req: { headers: IncomingHttpHeaders } }): Promise<Context> => ({
    services,
    user: (await readSession(req.headers))?.user ?? null,
    headers: req.headers,
  });
}

/**
 * The context of a WebSocket connection, built once per connection: its user is read at
 * the upgrade and kept for the socket's life, so the socket is handed to `sockets`, which
 * closes it when that session is revoked (server/src/auth/sessionSockets.ts).
 */
export function createSocketContextFactory(
  services: AppServices,
  sockets: SessionSockets,
  readSession: SessionReader = createSessionReader(services.db),
) {
  return async ({ req, res }: { req: { headers: IncomingHttpHeaders }; res: RevocableSocket }): Promise<Context> => {
    const session = await readSession(req.headers);
    if (session) sockets.watch(res, { token: session.token, userId: session.user.id });
    return { services, user: session?.user ?? null, headers: req.headers };
  };
}
