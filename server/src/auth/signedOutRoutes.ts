import type { FastifyInstance } from 'fastify';

/**
 * The read side of the Auth.js contract (spec section 7) while no sign-in provider is
 * configured: nobody can be signed in, so the session is null and the provider map is
 * empty. Auth.js itself replaces these routes when accounts are built.
 */
export async function registerSignedOutAuthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/auth/session', (_request, reply) => reply.header('cache-control', 'no-store').send(null));
  app.get('/api/auth/providers', () => ({}));
}
