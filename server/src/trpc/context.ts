import type { IncomingHttpHeaders } from 'node:http';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { ServerStatus } from '../serverStatus';
import { createSessionUserReader, type AuthenticatedUser } from '../auth/sessionUser';

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
 * and WebSocket connections (a WebSocket context is built once per connection). The user
 * comes from the session cookie: one lookup in the sessions table, none without a cookie.
 */
export function createContextFactory(services: AppServices) {
  const readUser = createSessionUserReader(services.db.sql);
  return async ({ req }: { req: { headers: IncomingHttpHeaders } }): Promise<Context> => ({
    services,
    user: await readUser(req.headers),
    headers: req.headers,
  });
}
