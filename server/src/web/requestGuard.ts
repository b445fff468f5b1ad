import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

export type GuardVerdict = { ok: true } | { ok: false; status: number; message: string };

/**
 * Cross-site protection for state-changing API calls (tRPC mutations). Auth.js guards
 * only its own routes with CSRF tokens; ours rely on three checks together: SameSite
 * cookies, a JSON content type (a plain HTML form cannot send one), and an Origin that
 * is our own when the browser sends one.
 */
export function guardMutation(request: FastifyRequest, config: Config): GuardVerdict {
  if (request.method !== 'POST') return { ok: true };
  const contentType = request.headers['content-type'] ?? '';
  if (!/^application\/json\b/i.test(contentType)) {
    return { ok: false, status: 415, message: 'Send requests to this API as application/json.' };
  }
  const origin = request.headers.origin;
  if (origin !== undefined && !isOwnOrigin(origin, request, config)) {
    return { ok: false, status: 403, message: 'Requests from other sites are not accepted.' };
  }
  return { ok: true };
}

/**
 * The same Origin rule for the WebSocket upgrade: browsers always send Origin there, and a
 * socket opened from another site must not act with this site's cookies (calls over the
 * socket, rooms' signals for one, skip the HTTP checks above).
 */
export function guardSocketUpgrade(request: FastifyRequest, config: Config): GuardVerdict {
  const origin = request.headers.origin;
  if (origin !== undefined && !isOwnOrigin(origin, request, config)) {
    return { ok: false, status: 403, message: 'Connections from other sites are not accepted.' };
  }
  return { ok: true };
}

/**
 * The configured origin, or the one the browser itself reached (its Host): a page of
 * another site sends its own Origin with our Host, so it never matches, and one that
 * rebinds its name to us gets no cookies of ours. Someone who opens
 * http://127.0.0.1:3000 while PUBLIC_URL says localhost can still save.
 */
function isOwnOrigin(origin: string, request: FastifyRequest, config: Config): boolean {
  if (origin === config.publicUrl) return true;
  const host = request.headers.host;
  if (!host) return false;
  return origin === `${request.protocol}://${host}`;
}
