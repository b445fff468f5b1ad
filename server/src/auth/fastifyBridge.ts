import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * Between Fastify and Auth.js, which speaks Web `Request` and `Response`. Bodies reach
 * here as the raw text the client sent (routes.ts registers string parsers), because
 * Auth.js parses urlencoded and JSON bodies itself.
 */

/**
 * The Web `Request` Auth.js sees. Its URL, from which Auth.js builds every link it mails
 * and every redirect, starts with the configured origin (PUBLIC_URL), never with the
 * request's Host or X-Forwarded-Host: a forged Host would otherwise have the victim
 * mailed a sign-in link to the forger's site. Those headers are not passed on either.
 */
export function toWebRequest(request: FastifyRequest, config: Pick<Config, 'publicUrl'>): Request {
  const origin = config.publicUrl;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || HOST_HEADERS.has(name)) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, String(value));
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const body = hasBody
    ? typeof request.body === 'string'
      ? request.body
      : request.body == null
        ? ''
        : JSON.stringify(request.body)
    : undefined;
  if (body !== undefined) headers.delete('content-length');
  return new Request(new URL(request.url, origin), { method: request.method, headers, body });
}

const HOST_HEADERS = new Set(['host', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded']);

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
