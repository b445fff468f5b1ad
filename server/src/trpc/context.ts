import type { IncomingHttpHeaders } from 'node:http';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { ServerStatus } from '../serverStatus';
import { createSessionReader, type AuthenticatedUser, type SessionReader } from '../auth/sessionUser';
import type { RevocableSocket, SessionSockets } from '../auth/sessionSockets';
import type { FeedSocket } from './directFeed';
import { isDatabaseUnavailable, retryWhileDatabaseAway } from '../db/unavailable';
import { RefusalError } from './refusalError';
import type { RoomsOnDemand } from '../rooms';

/** What every procedure may use; built once per app and shared by all requests. */
export interface AppServices {
  config: Config;
  db: Database;
  status: ServerStatus;
  /** This instance's live rooms (rooms/plugin.ts); absent in tests of other domains. */
  rooms?: RoomsOnDemand;
}

/** The signed-in user, from the Auth.js session cookie (server/src/auth/sessionUser.ts). */
export type SessionUser = AuthenticatedUser;

export interface Context {
  services: AppServices;
  user: SessionUser | null;
  headers: IncomingHttpHeaders;
  /** The caller's address, for rate limits: Fastify's `ip` (which honours TRUST_PROXY), or the socket's. */
  clientAddress: string | null;
  /** The caller's WebSocket, on a socket's context only: busy subscriptions write to it directly (directFeed.ts). */
  socket?: FeedSocket;
}

/** What the HTTP handler (a Fastify request) and the WebSocket upgrade (an IncomingMessage) both give. */
interface IncomingRequest {
  headers: IncomingHttpHeaders;
  ip?: string;
  socket?: { remoteAddress?: string };
}

/**
 * The client's address. A Fastify request has worked it out already; at a WebSocket
 * upgrade only the socket is known, so behind a trusted proxy the first forwarded hop is used.
 */
export function clientAddressOf(req: IncomingRequest, trustProxy: boolean): string | null {
  if (req.ip) return req.ip;
  const forwarded = req.headers['x-forwarded-for'];
  const first = typeof forwarded === 'string' ? forwarded.split(',')[0]?.trim() : undefined;
  if (trustProxy && first) return first;
  return req.socket?.remoteAddress ?? null;
}

/**
 * Builds the context from the raw request headers, so the same code serves HTTP requests
 * and WebSocket connections. The user comes from the session cookie: one lookup in the
 * sessions table (app.ts passes a reader with a cache in front), none without a cookie.
 */
export function createContextFactory(
  services: AppServices,
  readSession: SessionReader = createSessionReader(services.db),
) {
  return async ({ req }: { req: IncomingRequest }): Promise<Context> => ({
    services,
    user: (await readSessionThroughOutage(readSession, req.headers))?.user ?? null,
    headers: req.headers,
    clientAddress: clientAddressOf(req, services.config.trustProxy),
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
  return async ({ req, res }: { req: IncomingRequest; res: RevocableSocket & FeedSocket }): Promise<Context> => {
    const session = await readSession(req.headers);
    if (session) sockets.watch(res, { token: session.token, userId: session.user.id });
    return {
      services,
      user: session?.user ?? null,
      headers: req.headers,
      clientAddress: clientAddressOf(req, services.config.trustProxy),
      socket: res,
    };
  };
}

/** The session read outlives a moment without the database as procedures do (trpc.ts). */
async function readSessionThroughOutage(readSession: SessionReader, headers: IncomingHttpHeaders) {
  try {
    return await retryWhileDatabaseAway(() => readSession(headers));
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw new RefusalError('SERVER_RECONNECTING', error);
    throw error;
  }
}
