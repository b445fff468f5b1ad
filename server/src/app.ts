import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyWebsocket from '@fastify/websocket';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import { ServerStatus } from './serverStatus';
import { createContextFactory, type AppServices } from './trpc/context';
import { appRouter, type AppRouter } from './trpc/router';
import { registerClientApp } from './web/clientApp';
import { guardMutation } from './web/requestGuard';
import { contentSecurityPolicy } from './web/securityHeaders';
import { registerSignedOutAuthRoutes } from './auth/signedOutRoutes';

export interface AppOptions {
  config: Config;
  db: Database;
  status?: ServerStatus;
  logger?: FastifyServerOptions['logger'];
}

/** Keep-alive for WebSocket clients: a ping every 30 s, and a socket that does not answer in 10 s is closed. */
export const keepAlive = { enabled: true, pingMs: 30_000, pongWaitMs: 10_000 } as const;

/** Builds the whole server; it never listens (main.ts does), so tests drive it with `inject`. */
export async function buildApp({ config, db, status = new ServerStatus(), logger }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
  });

  const services: AppServices = { config, db, status };
  app.decorate('services', services);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false, // set per response below: the /embed pages differ
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', contentSecurityPolicy(config, { embeddable: false }));
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });

  app.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ error: 'InternalServerError', message: 'Something went wrong on our side. Please try again in a moment.' });
    }
    return reply.code(status).send({ error: error.name, message: error.message });
  });

  await app.register(registerSignedOutAuthRoutes);

  await app.register(async (api) => {
    api.addHook('preHandler', async (request, reply) => {
      const verdict = guardMutation(request, config);
      if (!verdict.ok) return reply.code(verdict.status).send({ error: 'Forbidden', message: verdict.message });
    });
    await api.register(fastifyTRPCPlugin, {
      prefix: '/api/trpc',
      useWSS: true,
      trpcOptions: {
        router: appRouter,
        createContext: createContextFactory(services),
        keepAlive,
        onError({ error, path, type }) {
          if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error, path, type }, 'tRPC procedure failed');
        },
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>);
  });

  await registerClientApp(app, config);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}
