import type { AuthConfig } from '@auth/core';
import { AuthError } from '@auth/core/errors';
import type { Provider } from '@auth/core/providers';
import GitHub from '@auth/core/providers/github';
import Google from '@auth/core/providers/google';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthSettings } from '../config';
import type { FretboardUser, PostgresAdapter } from './adapter';
import { createEmailProvider, type DeliverSignInLink } from './emailProvider';

export const AUTH_BASE_PATH = '/api/auth';

/** The client's screens (spec section 2) that Auth.js sends people to. */
export const AUTH_PAGES = {
  signIn: '/account/log-in',
  error: '/account/log-in/error',
  verifyRequest: '/account/log-in/magic-link',
} as const;

/** Sessions last 30 days after the last use; the expiry moves forward at most once a day. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const SESSION_UPDATE_AGE_SECONDS = 24 * 60 * 60;

/** What GET /api/auth/session answers with (the user part), beyond Auth.js's name/email/image. */
export interface SessionPayloadUser {
  id: string;
  name: string | null;
  email: string | null;
  image: string | null;
  username: string | null;
}

/** The providers: e-mail always, GitHub, Google and one OIDC issuer when configured. */
export function createProviders(settings: AuthSettings, deliver: DeliverSignInLink): Provider[] {
  const providers: Provider[] = [createEmailProvider(deliver)];
  if (settings.github)
    providers.push(GitHub({ clientId: settings.github.clientId, clientSecret: settings.github.clientSecret }));
  if (settings.google)
    providers.push(Google({ clientId: settings.google.clientId, clientSecret: settings.google.clientSecret }));
  if (settings.oidc) {
    providers.push({
      id: 'oidc',
      name: settings.oidc.name,
      type: 'oidc',
      issuer: settings.oidc.issuer,
      clientId: settings.oidc.clientId,
      clientSecret: settings.oidc.clientSecret,
      // The profile (name, e-mail address) from the userinfo endpoint, checked against the
      // ID token's subject. Issuers that follow the standard strictly (Authelia, oidc-provider)
      // put those claims only there when the code flow is used, and without this the user
      // would arrive with no name and no address; issuers that also put them in the ID
      // token answer userinfo the same. The ID token is still required and validated.
      idToken: false,
    });
  }
  return providers;
}

// Errors caused by what a visitor sent (a used link, a missing CSRF token, ...) are
// warnings in our log; anything else is an error.
const VISITOR_ERRORS = new Set([
  'AccessDenied',
  'Verification',
  'MissingCSRF',
  'OAuthAccountNotLinked',
  'OAuthCallbackError',
  'AccountNotLinked',
  'InvalidCallbackUrl',
  'UnknownAction',
  'InvalidCheck',
]);

export function createAuthConfig(options: {
  settings: AuthSettings;
  secret: string;
  adapter: PostgresAdapter;
  deliver: DeliverSignInLink;
  log: FastifyBaseLogger;
}): AuthConfig {
  const { settings, secret, adapter, deliver, log } = options;
  return {
    basePath: AUTH_BASE_PATH,
    // The bridge builds each request's URL from the configured PUBLIC_URL and drops the
    // Host and X-Forwarded-* headers, so the host Auth.js sees can be trusted.
    trustHost: true,
    secret,
    adapter,
    providers: createProviders(settings, deliver),
    session: { strategy: 'database', maxAge: SESSION_MAX_AGE_SECONDS, updateAge: SESSION_UPDATE_AGE_SECONDS },
    pages: AUTH_PAGES,
    callbacks: {
      session({ session, user }) {
        const u = user as FretboardUser;
        const payloadUser: SessionPayloadUser = {
          id: u.id,
          name: u.name ?? null,
          email: u.email ?? null,
          image: u.image ?? null,
          username: u.username ?? null,
        };
        return { user: payloadUser, expires: session.expires.toISOString() } as unknown as typeof session;
      },
    },
    logger: {
      error(error) {
        const type = error instanceof AuthError ? error.type : undefined;
        if (type && VISITOR_ERRORS.has(type))
          log.warn({ authError: type, reason: error.message }, 'sign-in refused: %s', type);
        else log.error({ err: error }, 'sign-in failed');
      },
      warn(code) {
        log.warn({ authWarning: code }, 'Auth.js warning: %s', code);
      },
      debug(message, metadata) {
        log.debug({ metadata }, 'Auth.js: %s', message);
      },
    },
  };
}
