import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * Between Fastify and Auth.js, which speaks Web `Request` and `Response`. Bodies reach
 * here as the raw text the client sent (routes.ts registers string parsers), because
 * Auth.js parses urlencoded and JSON bodies itself.
 */

/** The origin the app is reached at: PUBLIC_URL, or the request's own (TRUST_PROXY decides whether X-Forwarded-* count). */
export function requestOrigin(request: FastifyRequest, config: Pick<Config, 'publicUrl'>): string {
  if (config.publicUrl) return new URL(config.publicUrl).origin;
  return new URL(`${request.protocol}://${request.host}`).origin;
}

export function toWebRequest(request: FastifyRequest, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, String(value));
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const body = hasBody ? (typeof request.body === 'string' ? request.body : request.body == null ? '' : JSON.stringify(request.body)) : undefined;
  if (body !== undefined) headers.delete('content-length');
  return new Request(new URL(request.url, origin), { method: request.method, headers, body });
}

export async function sendWebResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue; // joined by Headers; taken one by one below
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  // Sessions and CSRF tokens are per person: never cached by anything in between.
  reply.header('cache-control', 'no-store');
  const body = response.body ? await response.text() : '';
  return reply.send(body);
}
