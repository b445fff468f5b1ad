import { Auth } from '@auth/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { createPostgresAdapter } from './adapter';
import { AUTH_BASE_PATH, AUTH_PAGES, createAuthConfig } from './authConfig';
import { logDelivery, smtpDelivery, type DeliverSignInLink } from './emailProvider';
import { sendWebResponse, toWebRequest } from './fastifyBridge';
import { createRateLimiter, type RateLimit } from './rateLimit';
import { announcingRevocations } from './revocation';
import { resolveAuthSecret } from './secret';
import { readCookie } from './sessionUser';

export interface AuthRoutesOptions {
  config: Config;
  db: Database;
  /** Where sign-in links go; default: SMTP when configured, else the server log. Tests pass their own. */
  deliver?: DeliverSignInLink;
  /** Magic-link request limits; the defaults are MAGIC_LINK_LIMITS. */
  limits?: { perAddress: RateLimit; perClient: RateLimit };
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** At most 5 links per address and 20 per client address (IP) in any 15 minutes. */
export const MAGIC_LINK_LIMITS = {
  perAddress: { max: 5, windowMs: FIFTEEN_MINUTES },
  perClient: { max: 20, windowMs: FIFTEEN_MINUTES },
} as const;

const CSRF_COOKIE_NAMES = ['__Host-authjs.csrf-token', 'authjs.csrf-token'];

/**
 * Auth.js under /api/auth (spec section 7): session, csrf, providers, sign-in per
 * provider, callbacks, sign-out and session update, through the bridge in fastifyBridge.ts.
 */
export async function registerAuthRoutes(app: FastifyInstance, options: AuthRoutesOptions): Promise<void> {
  const { config, db } = options;
  const secret = await resolveAuthSecret(config.auth.secret, config.dataDir, app.log);
  const deliver =
    options.deliver ??
    (config.auth.smtp ? smtpDelivery(config.auth.smtp) : logDelivery(app.log.child({ module: 'auth' })));
  if (!options.deliver && !config.auth.smtp) {
    app.log.warn(
      'E-mail is not configured (SMTP_URL and EMAIL_FROM): sign-in links will be written to this log instead of being sent.',
    );
  }
  const authConfig = createAuthConfig({
    settings: config.auth,
    secret,
    // Sign-out (and an expired session Auth.js finds) deletes through this: open WebSockets of that session close.
    adapter: announcingRevocations(createPostgresAdapter(db.sql), db.bus),
    deliver,
    log: app.log.child({ module: 'auth' }),
  });
  const providerIds = new Set(authConfig.providers.map((p) => (typeof p === 'function' ? p() : p).id));
  const limits = options.limits ?? MAGIC_LINK_LIMITS;
  const perAddress = createRateLimiter(limits.perAddress);
  const perClient = createRateLimiter(limits.perClient);

  await app.register(async (auth) => {
    // Auth.js reads urlencoded and JSON bodies itself, so they pass through as text.
    auth.removeContentTypeParser('application/json');
    auth.addContentTypeParser(
      ['application/json', 'application/x-www-form-urlencoded'],
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_req, body, done) => done(null, body),
    );

    auth.route({
      method: ['GET', 'POST'],
      url: `${AUTH_BASE_PATH}/*`,
      handler: async (request, reply) => {
        const origin = config.publicUrl;
        const [action, providerId, ...rest] = (request.params as { '*': string })['*']
          .split('?')[0]!
          .split('/')
          .filter(Boolean);

        // Sign-in with a provider we do not have goes to the sign-in page (spec section 8),
        // rather than Auth.js's "Configuration" error.
        if (
          (action === 'signin' || action === 'callback') &&
          providerId &&
          rest.length === 0 &&
          !providerIds.has(providerId)
        ) {
          return redirect(request, reply, `${origin}${AUTH_PAGES.signIn}`);
        }

        if (request.method === 'POST' && action === 'signin' && providerId === 'email' && rest.length === 0) {
          const refused = limitMagicLink(request);
          if (refused) {
            return reply
              .code(429)
              .header('retry-after', String(refused.retryAfterSeconds))
              .header('cache-control', 'no-store')
              .send({
                error: 'TooManyRequests',
                message: refused.message,
                retryAfterSeconds: refused.retryAfterSeconds,
                url: `${origin}${AUTH_PAGES.error}?${new URLSearchParams({ error: 'EmailSignInError', code: 'rate_limited' })}`,
              });
          }
        }

        const response = await Auth(toWebRequest(request, config), authConfig);
        return sendWebResponse(reply, response);
      },
    });
  });

  /** Counts a magic-link request that carries a matching CSRF token; undefined when it may go ahead. */
  function limitMagicLink(request: FastifyRequest): { message: string; retryAfterSeconds: number } | undefined {
    const fields = formFields(request);
    const csrfCookie = CSRF_COOKIE_NAMES.map((name) => readCookie(request.headers.cookie, name)).find(Boolean);
    // Requests Auth.js will refuse anyway (no CSRF token, no address) do not use up anyone's allowance.
    if (!fields.email || !fields.csrfToken || csrfCookie?.split('|')[0] !== fields.csrfToken) return undefined;
    const address = fields.email.normalize('NFKC').trim().toLowerCase();

    const client = perClient.hit(request.ip);
    if (!client.ok) {
      const minutes = Math.ceil(client.retryAfterMs / 60_000);
      return {
        message: `Too many sign-in links were asked for from your network. Please wait ${plural(minutes, 'minute')} and try again.`,
        retryAfterSeconds: Math.ceil(client.retryAfterMs / 1000),
      };
    }
    const forAddress = perAddress.hit(address);
    if (!forAddress.ok) {
      const minutes = Math.ceil(forAddress.retryAfterMs / 60_000);
      return {
        message: `Too many sign-in links were sent to ${address}. Use the latest one, or wait ${plural(minutes, 'minute')} and ask again.`,
        retryAfterSeconds: Math.ceil(forAddress.retryAfterMs / 1000),
      };
    }
    return undefined;
  }
}

function formFields(request: FastifyRequest): { email?: string; csrfToken?: string } {
  if (typeof request.body !== 'string') return {};
  const contentType = request.headers['content-type'] ?? '';
  try {
    const fields: Record<string, unknown> = contentType.includes('application/json')
      ? (JSON.parse(request.body) as Record<string, unknown>)
      : Object.fromEntries(new URLSearchParams(request.body));
    return {
      email: typeof fields.email === 'string' ? fields.email : undefined,
      csrfToken: typeof fields.csrfToken === 'string' ? fields.csrfToken : undefined,
    };
  } catch {
    return {};
  }
}

/** A redirect as Auth.js gives it: JSON `{ url }` when the client asked for one (X-Auth-Return-Redirect). */
function redirect(request: FastifyRequest, reply: FastifyReply, url: string) {
  reply.header('cache-control', 'no-store');
  if (request.headers['x-auth-return-redirect']) return reply.send({ url });
  return reply.redirect(url, 302);
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
