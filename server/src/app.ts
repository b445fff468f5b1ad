import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyWebsocket from '@fastify/websocket';
import { getWSConnectionHandler } from '@trpc/server/adapters/ws';
import type { Config } from './config';
import type { Database } from './db/database';
import { ServerStatus } from './serverStatus';
import { createContextFactory, createSocketContextFactory, type AppServices } from './trpc/context';
import { wsEncoder } from './trpc/directFeed';
import { createHttpHandler } from './trpc/httpHandler';
import { appRouter } from './trpc/router';
import { roomsPlugin, type RoomsOptions } from './rooms';
import { registerClientApp } from './web/clientApp';
import { DEFAULT_MESSAGE_RATE, limitMessageRate, type MessageRate } from './web/messageRate';
import { guardMutation, guardSocketUpgrade } from './web/requestGuard';
import { STRICT_TRANSPORT_SECURITY } from './web/securityHeaders';
import { clientSocketFault } from './web/socketFaults';
import { MAX_SOCKETS_PER_ADDRESS, SocketsPerAddress, TOO_MANY_SOCKETS } from './web/socketsPerAddress';
import { registerAuthRoutes, type AuthRoutesOptions } from './auth/routes';
import { CACHE_MESSAGE_TYPES, SESSION_CACHE_TTL_MS, SessionCache, tellingFirst } from './auth/sessionCache';
import { DEFAULT_RECHECK_MS, liveSessionCheck, SessionSockets } from './auth/sessionSockets';
import { createSessionReader } from './auth/sessionUser';

export interface AppOptions {
  config: Config;
  db: Database;
  status?: ServerStatus;
  logger?: FastifyServerOptions['logger'];
  /** WebSocket keep-alive timings; tests shorten them. */
  keepAlive?: { pingMs: number; pongWaitMs: number };
  /** Sign-in: where magic links go and how often they may be asked for; tests set these. */
  auth?: Pick<AuthRoutesOptions, 'deliver' | 'limits'>;
  /** How often the sessions of open WebSockets are checked against the table; tests shorten it. */
  sessionRecheckMs?: number;
  /** How long a session lookup is kept (sessionCache.ts); 0 looks every request up (bench/ compares). */
  sessionCacheTtlMs?: number;
  /** Messages a WebSocket may send (web/messageRate.ts); the room benchmarks lift it to measure the server's limit. */
  socketMessageRate?: MessageRate;
  /** Rooms' limits, clocks and heartbeats (rooms/plugin.ts); tests set these. */
  rooms?: RoomsOptions;
  /** WebSockets one client address may hold open (web/socketsPerAddress.ts); tests lower it. */
  maxSocketsPerAddress?: number;
}

/** The largest WebSocket frame a client may send; a larger one closes its socket with 1009 (rooms/README.md, Limits). */
export const MAX_SOCKET_FRAME_BYTES = 64 * 1024;

/** Keep-alive for WebSocket clients: a ping after 30 s of silence, and a socket that does not answer in 10 s is closed. */
export const defaultKeepAlive = { pingMs: 30_000, pongWaitMs: 10_000 } as const;

/** Builds the whole server; it never listens (main.ts does), so tests drive it with `inject`. */
export async function buildApp({
  config,
  db,
  status = new ServerStatus(),
  logger,
  keepAlive = defaultKeepAlive,
  auth,
  sessionRecheckMs = DEFAULT_RECHECK_MS,
  sessionCacheTtlMs = SESSION_CACHE_TTL_MS,
  socketMessageRate = DEFAULT_MESSAGE_RATE,
  rooms,
  maxSocketsPerAddress = MAX_SOCKETS_PER_ADDRESS,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    // A request id from the balancer is kept in the logs; otherwise Fastify numbers requests.
    requestIdHeader: 'x-request-id',
    bodyLimit: 1024 * 1024,
    // A batched tRPC call names every procedure in one path segment ("a.list,b.list,...").
    routerOptions: { maxParamLength: 2000 },
  });

  // Signed-in requests read their session from a short-lived cache; every change this
  // instance makes reaches the cache before its response goes out, others' through the bus.
  const sessionCache = sessionCacheTtlMs > 0 ? new SessionCache({ ttlMs: sessionCacheTtlMs }) : undefined;
  const ownDb = sessionCache ? tellingFirst(db, (message) => sessionCache.onMessage(message)) : db;
  const stopCaching = sessionCache
    ? db.bus.subscribe(CACHE_MESSAGE_TYPES, (message) => sessionCache.onMessage(message))
    : () => {};
  app.addHook('onClose', async () => stopCaching());
  const readSession = createSessionReader(ownDb, { cache: sessionCache });

  await app.register(roomsPlugin, { db: ownDb, rooms });
  const services: AppServices = { config, db: ownDb, status, rooms: app.rooms };
  app.decorate('services', services);

  // Security headers for what a browser renders. The content security policy is set on
  // each page (the /embed pages differ); API routes opt out of helmet (JSON is never
  // rendered) and send only nosniff, which keeps a trivial call cheap (bench/).
  await app.register(fastifyHelmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false, hsts: false });
  // Strict-Transport-Security means something only over https (browsers ignore it on plain
  // http, and a self-hoster testing over http must not be told to insist on https).
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyWebsocket, {
    options: { maxPayload: MAX_SOCKET_FRAME_BYTES },
    // A frame the client got wrong (too big, not UTF-8) is its fault: a warning, not an error (web/socketFaults.ts).
    errorHandler(error, socket, request) {
      const fault = clientSocketFault(error);
      if (fault) request.log.warn({ fault }, 'a WebSocket client broke the protocol: its socket was closed');
      else request.log.error({ err: error }, 'WebSocket failed');
      socket.terminate();
    },
  });

  app.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({
        error: 'InternalServerError',
        message: 'Something went wrong on our side. Please try again in a moment.',
      });
    }
    return reply.code(status).send({ error: error.name, message: error.message });
  });

  await registerAuthRoutes(app, { config, db: ownDb, ...auth });

  const createContext = createContextFactory(services, readSession);
  const onError = ({ error, path, type }: { error: { code: string }; path: string | undefined; type: string }) => {
    // tRPC reports a socket's errors too; a client's broken frame is logged once, above, as a warning.
    if (error.code === 'INTERNAL_SERVER_ERROR' && !clientSocketFault(error))
      app.log.error({ err: error, path, type }, 'tRPC procedure failed');
    else if (error.code === 'SERVICE_UNAVAILABLE') app.log.warn({ path, type }, 'the database was away: answered 503');
  };

  // A WebSocket's user is read once, at the upgrade; these close it when that session goes.
  const sessionSockets = new SessionSockets({
    bus: db.bus,
    check: liveSessionCheck(db.sql),
    recheckMs: sessionRecheckMs,
    onError: (error) => app.log.warn({ err: error }, 'could not re-check the sessions of open WebSockets'),
  });
  app.addHook('onClose', async () => sessionSockets.close());
  // After an outage the bus may have missed revocations: nothing cached about sessions is trusted.
  const stopResuming = db.bus.onResume(() => {
    sessionCache?.clear();
    void sessionSockets.recheck();
  });
  app.addHook('onClose', async () => stopResuming());

  const socketsPerAddress = new SocketsPerAddress(maxSocketsPerAddress);
  await app.register(async (api) => {
    // tRPC reads JSON itself (superjson), so bodies reach it as text.
    api.removeContentTypeParser('application/json');
    api.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    api.route({
      method: ['GET', 'POST'],
      url: '/api/trpc/:path',
      helmet: false,
      preHandler: (request, reply, done) => {
        reply.header('x-content-type-options', 'nosniff');
        const verdict = guardMutation(request, config);
        if (verdict.ok) return done();
        reply.code(verdict.status).send({ error: 'Forbidden', message: verdict.message });
      },
      handler: createHttpHandler({ router: appRouter, createContext, onError }),
    });
    // Subscriptions (and any call a client chooses to send there) over one WebSocket per client.
    const onConnection = getWSConnectionHandler({
      router: appRouter,
      createContext: createSocketContextFactory(services, sessionSockets, readSession),
      keepAlive: { enabled: true, ...keepAlive },
      // JSON, as tRPC's own; it also lets room feeds take over their sockets (directFeed.ts).
      experimental_encoder: wsEncoder,
      onError,
      wss: app.websocketServer,
    });
    api.get(
      '/api/trpc',
      {
        websocket: true,
        helmet: false,
        // Before the upgrade: a page of another site may not open a socket with our cookies.
        preValidation: (request, reply, done) => {
          const verdict = guardSocketUpgrade(request, config);
          if (!verdict.ok)
            return void reply.code(verdict.status).send({ error: 'Forbidden', message: verdict.message });
          if (!socketsPerAddress.admits(request.ip))
            return void reply.code(429).send({ error: 'TooManyRequests', message: TOO_MANY_SOCKETS });
          done();
        },
      },
      (socket, request) => {
        socket.once('close', socketsPerAddress.opened(request.ip));
        limitMessageRate(socket, socketMessageRate);
        onConnection(socket, request.raw);
      },
    );
  });

  await registerClientApp(app, config);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}
