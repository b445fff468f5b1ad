import type { IncomingHttpHeaders } from 'node:http';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { ServerStatus } from '../serverStatus';

/** What every procedure may use; built once per app and shared by all requests. */
export interface AppServices {
  config: Config;
  db: Database;
  status: ServerStatus;
}

/** The signed-in user, once sign-in exists (Auth.js arrives with the accounts work). */
export interface SessionUser {
  id: string;
  name: string | null;
}

export interface Context {
  services: AppServices;
  user: SessionUser | null;
  headers: IncomingHttpHeaders;
}

/**
 * Builds the context from the raw request headers, so the same code serves HTTP requests
 * and WebSocket connections (a WebSocket context is built once per connection).
 */
export function createContextFactory(services: AppServices) {
  return ({ req }: { req: { headers: IncomingHttpHeaders } }): Context => ({
    services,
    user: null,
    headers: req.headers,
  });
}
