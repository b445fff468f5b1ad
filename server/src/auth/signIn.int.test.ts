import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { forEachDatabase } from '../db/testDatabases';
import { ServerStatus } from '../serverStatus';
import { createContextFactory } from '../trpc/context';
import { protectedProcedure, router, createCallerFactory } from '../trpc/trpc';
import type { SignInLink } from './emailProvider';

const SECRET = 'test-secret-test-secret-test-secret-0123456789';

/** Cookies as a browser would keep them, carried by hand between `inject` calls. */
class CookieJar {
  readonly cookies = new Map<string, { value: string; attributes: string }>();

  take(response: LightMyRequestResponse): this {
    const header = response.headers['set-cookie'];
    for (const line of header === undefined ? [] : Array.isArray(header) ? header : [header]) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expires = /expires=([^;]+)/i.exec(line)?.[1];
      const gone =
        value === '' || /max-age=0\b/i.test(line) || (expires !== undefined && Date.parse(expires) <= Date.now());
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, { value, attributes: attributes.join(';') });
    }
    return this;
  }

  header(): string {
    return [...this.cookies].map(([name, { value }]) => `${name}=${value}`).join('; ');
  }

  get(name: string) {
    return this.cookies.get(name);
  }
}

/** The whole of one URL after its origin, for `inject`. */
const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

const newEmail = () => `learner-${randomUUID().slice(0, 8)}@example.com`;

// A stand-in router with one protected procedure: what any real one sees of the caller.
const whoamiRouter = router({ whoami: protectedProcedure.query(({ ctx }) => ctx.user) });
const createWhoamiCaller = createCallerFactory(whoamiRouter);

forEachDatabase('magic-link sign-in', (current) => {
  let dataDir: string;
  const links: SignInLink[] = [];
  const lastLinkTo = (email: string) => links.filter((l) => l.to === email).at(-1);

  async function makeApp(env: Record<string, string> = {}, limits?: Parameters<typeof buildApp>[0]['auth']) {
    const config = loadConfig({
      CLIENT_DIR: join(dataDir, 'no-client'),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      AUTH_SECRET: SECRET,
      ...env,
    });
    const app = await buildApp({
      config,
      db: current().db,
      status: new ServerStatus(),
      logger: false,
      auth: { deliver: async (link) => void links.push(link), ...limits },
    });
    return { app, config };
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'fretboard-auth-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  /** GET /csrf: the token, with its cookie put in the jar. */
  async function csrf(app: FastifyInstance, jar: CookieJar): Promise<string> {
    const response = await app.inject({ url: '/api/auth/csrf', headers: { cookie: jar.header() } });
    expect(response.statusCode).toBe(200);
    jar.take(response);
    return (response.json() as { csrfToken: string }).csrfToken;
  }

  async function askForLink(
    app: FastifyInstance,
    jar: CookieJar,
    email: string,
    extra: { csrfToken?: string; remoteAddress?: string; headers?: Record<string, string> } = {},
  ) {
    const csrfToken = extra.csrfToken ?? (await csrf(app, jar));
    return app.inject({
      method: 'POST',
      url: '/api/auth/signin/email',
      remoteAddress: extra.remoteAddress,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-auth-return-redirect': '1',
        cookie: jar.header(),
        ...extra.headers,
      },
      payload: new URLSearchParams({ csrfToken, email, callbackUrl: '/account/log-in/success' }).toString(),
    });
  }

  async function signIn(app: FastifyInstance, email: string): Promise<CookieJar> {
    const jar = new CookieJar();
    const asked = await askForLink(app, jar, email);
    expect(asked.statusCode).toBe(200);
    const link = lastLinkTo(email.toLowerCase());
    expect(link).toBeDefined();
    jar.take(await app.inject({ url: pathOf(link!.url), headers: { cookie: jar.header() } }));
    return jar;
  }

  const sessionRows = async (email: string) => {
    const { sql } = current().db;
    return sql<{ session_token: string }[]>`
      select s.session_token from sessions s join users u on u.id = s.user_id where lower(u.email) = lower(${email})`;
  };

  describe('over http', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      ({ app } = await makeApp());
    });
    afterAll(async () => {
      await app.close();
    });
    beforeEach(() => {
      links.length = 0;
    });

    it('lists only the e-mail provider when no other is configured', async () => {
      const response = await app.inject({ url: '/api/auth/providers' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        email: {
          id: 'email',
          name: 'E-mail',
          type: 'email',
          signinUrl: 'http://localhost:3000/api/auth/signin/email',
          callbackUrl: 'http://localhost:3000/api/auth/callback/email',
        },
      });
    });

    it('answers the session of nobody with null', async () => {
      const response = await app.inject({ url: '/api/auth/session' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toBeNull();
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('gives a CSRF token and its HttpOnly cookie', async () => {
      const jar = new CookieJar();
      const token = await csrf(app, jar);
      expect(token).toMatch(/^[0-9a-f]{64}$/);
      const cookie = jar.get('authjs.csrf-token');
      expect(cookie?.value.split('%7C')[0]).toBe(token);
      expect(cookie?.attributes).toMatch(/HttpOnly/i);
      expect(cookie?.attributes).toMatch(/SameSite=Lax/i);
    });

    it('signs in with a magic link, and the session reaches tRPC, until sign-out', async () => {
      const email = newEmail();
      const jar = new CookieJar();
      const asked = await askForLink(app, jar, email);
      expect(asked.statusCode).toBe(200);
      expect(asked.json()).toEqual({ url: 'http://localhost:3000/api/auth/verify-request?provider=email&type=email' });
      const checkYourMail = await app.inject({ url: '/api/auth/verify-request?provider=email&type=email' });
      expect(checkYourMail.headers.location).toBe('/account/log-in/magic-link?provider=email&type=email');

      const link = lastLinkTo(email)!;
      expect(link.url).toMatch(/^http:\/\/localhost:3000\/api\/auth\/callback\/email\?/);
      expect(link.expires.valueOf()).toBeGreaterThan(Date.now() + 50 * 60 * 1000);

      const followed = await app.inject({ url: pathOf(link.url), headers: { cookie: jar.header() } });
      expect(followed.statusCode).toBe(302);
      expect(followed.headers.location).toBe('http://localhost:3000/account/log-in/success');
      jar.take(followed);
      const sessionCookie = jar.get('authjs.session-token');
      expect(sessionCookie).toBeDefined();
      expect(sessionCookie!.attributes).toMatch(/HttpOnly/i);
      expect(sessionCookie!.attributes).toMatch(/SameSite=Lax/i);
      expect(sessionCookie!.attributes).not.toMatch(/Secure/i);
      expect((await sessionRows(email)).map((r) => r.session_token)).toEqual([sessionCookie!.value]);

      const session = await app.inject({ url: '/api/auth/session', headers: { cookie: jar.header() } });
      expect(session.statusCode).toBe(200);
      const body = session.json() as { user: { id: string; email: string; username: string | null }; expires: string };
      expect(body.user).toMatchObject({ email, username: null, name: null, image: null });
      expect(Date.parse(body.expires)).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);

      // What a procedure sees of the caller, through the context the app builds.
      const createContext = createContextFactory(app.services);
      const signedIn = await createContext({ req: { headers: { cookie: jar.header() } } });
      expect(signedIn.user).toEqual({ id: body.user.id, email, name: null, username: null });
      expect(await createWhoamiCaller(signedIn).whoami()).toMatchObject({ id: body.user.id, email });
      const anonymous = await createContext({ req: { headers: {} } });
      expect(anonymous.user).toBeNull();
      await expect(createWhoamiCaller(anonymous).whoami()).rejects.toThrow(TRPCError);

      // POST /session (the session update, JSON) answers the session, and needs the CSRF token.
      const csrfToken = await csrf(app, jar);
      const updated = await app.inject({
        method: 'POST',
        url: '/api/auth/session',
        headers: { 'content-type': 'application/json', cookie: jar.header() },
        payload: JSON.stringify({ csrfToken, data: { name: 'Ana' } }),
      });
      expect(updated.statusCode).toBe(200);
      expect((updated.json() as typeof body).user.id).toBe(body.user.id);
      const forged = await app.inject({
        method: 'POST',
        url: '/api/auth/session',
        headers: { 'content-type': 'application/json', cookie: jar.header() },
        payload: JSON.stringify({ csrfToken: 'forged', data: {} }),
      });
      expect(forged.statusCode).toBe(400);

      // Sign-out needs the CSRF token too; it deletes the session row and clears the cookie.
      const signedOut = await app.inject({
        method: 'POST',
        url: '/api/auth/signout',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-auth-return-redirect': '1',
          cookie: jar.header(),
        },
        payload: new URLSearchParams({ csrfToken, callbackUrl: '/account/logged-out' }).toString(),
      });
      expect(signedOut.statusCode).toBe(200);
      expect(signedOut.json()).toEqual({ url: 'http://localhost:3000/account/logged-out' });
      const staleCookie = jar.header();
      jar.take(signedOut);
      expect(jar.get('authjs.session-token')).toBeUndefined();
      expect(await sessionRows(email)).toEqual([]);
      expect((await app.inject({ url: '/api/auth/session', headers: { cookie: staleCookie } })).json()).toBeNull();
      expect((await createContext({ req: { headers: { cookie: staleCookie } } })).user).toBeNull();
    });

    it('signs the same address in as the same user the second time', async () => {
      const email = newEmail();
      const first = await signIn(app, email);
      const second = await signIn(app, email.toUpperCase());
      const who = async (jar: CookieJar) =>
        (
          (await app.inject({ url: '/api/auth/session', headers: { cookie: jar.header() } })).json() as {
            user: { id: string };
          }
        ).user.id;
      expect(await who(first)).toBe(await who(second));
      expect(await sessionRows(email)).toHaveLength(2);
    });

    it('refuses a sign-in request without a matching CSRF token, and sends nothing', async () => {
      const email = newEmail();
      const jar = new CookieJar();
      await csrf(app, jar);
      const wrong = await askForLink(app, jar, email, { csrfToken: 'f'.repeat(64) });
      expect(wrong.json()).toEqual({ url: 'http://localhost:3000/account/log-in?error=MissingCSRF' });
      const missing = await app.inject({
        method: 'POST',
        url: '/api/auth/signin/email',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email }).toString(),
      });
      expect(missing.statusCode).toBe(302);
      expect(missing.headers.location).toBe('http://localhost:3000/account/log-in?error=MissingCSRF');
      expect(links).toEqual([]);
      const { sql } = current().db;
      expect(await sql`select 1 from verification_tokens where identifier = ${email}`).toHaveLength(0);
    });

    it('refuses sign-out without the CSRF token, keeping the session', async () => {
      const email = newEmail();
      const jar = await signIn(app, email);
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/signout',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
        payload: new URLSearchParams({ callbackUrl: '/' }).toString(),
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toContain('error=MissingCSRF');
      expect(await sessionRows(email)).toHaveLength(1);
    });

    it('refuses a link the second time, with the Verification error', async () => {
      const email = newEmail();
      await signIn(app, email);
      const again = await app.inject({ url: pathOf(lastLinkTo(email)!.url) });
      expect(again.statusCode).toBe(302);
      expect(again.headers.location).toBe('http://localhost:3000/account/log-in/error?error=Verification');
      expect(again.headers['set-cookie'] ?? '').not.toContain('session-token=');
      expect(await sessionRows(email)).toHaveLength(1);
    });

    it('refuses an expired link, with the Verification error', async () => {
      const email = newEmail();
      expect((await askForLink(app, new CookieJar(), email)).statusCode).toBe(200);
      const { sql } = current().db;
      await sql`update verification_tokens set expires = now() - interval '1 minute' where identifier = ${email}`;
      const response = await app.inject({ url: pathOf(lastLinkTo(email)!.url) });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('http://localhost:3000/account/log-in/error?error=Verification');
      expect(await sessionRows(email)).toHaveLength(0);
    });

    it('refuses a link whose token was tampered with', async () => {
      const email = newEmail();
      await askForLink(app, new CookieJar(), email);
      const url = new URL(lastLinkTo(email)!.url);
      url.searchParams.set('token', 'a'.repeat(64));
      const response = await app.inject({ url: pathOf(url.href) });
      expect(response.headers.location).toBe('http://localhost:3000/account/log-in/error?error=Verification');
    });

    it('sends sign-in with an unknown provider to the sign-in page', async () => {
      const jar = new CookieJar();
      const csrfToken = await csrf(app, jar);
      const payload = new URLSearchParams({ csrfToken, callbackUrl: '/' }).toString();
      const headers = { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() };
      const plain = await app.inject({ method: 'POST', url: '/api/auth/signin/myspace', headers, payload });
      expect(plain.statusCode).toBe(302);
      expect(plain.headers.location).toBe('http://localhost:3000/account/log-in');
      const asJson = await app.inject({
        method: 'POST',
        url: '/api/auth/signin/myspace',
        headers: { ...headers, 'x-auth-return-redirect': '1' },
        payload,
      });
      expect(asJson.json()).toEqual({ url: 'http://localhost:3000/account/log-in' });
    });

    it('keeps the session answer for a token that is not in the table at null', async () => {
      const response = await app.inject({
        url: '/api/auth/session',
        headers: { cookie: `authjs.session-token=${randomUUID()}` },
      });
      expect(response.json()).toBeNull();
    });

    it('treats an expired session as nobody in tRPC', async () => {
      const email = newEmail();
      const jar = await signIn(app, email);
      const { sql } = current().db;
      await sql`update sessions set expires = now() - interval '1 second' where session_token = ${jar.get('authjs.session-token')!.value}`;
      const ctx = await createContextFactory(app.services)({ req: { headers: { cookie: jar.header() } } });
      expect(ctx.user).toBeNull();
      expect((await app.inject({ url: '/api/auth/session', headers: { cookie: jar.header() } })).json()).toBeNull();
    });
  });

  describe('a forged Host', () => {
    const FORGED = {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      forwarded: 'host=evil.example;proto=https',
    };

    for (const [what, env, origin] of [
      ['with no PUBLIC_URL (localhost)', {}, 'http://localhost:3000'],
      [
        'behind a trusted proxy with PUBLIC_URL',
        { TRUST_PROXY: 'true', PUBLIC_URL: 'https://frets.example' },
        'https://frets.example',
      ],
      ['behind a trusted proxy without PUBLIC_URL', { TRUST_PROXY: 'true' }, 'http://localhost:3000'],
    ] as const) {
      it(`never reaches the mailed link or the redirects, ${what}`, async () => {
        const { app } = await makeApp(env);
        try {
          const email = newEmail();
          const jar = new CookieJar();
          const csrfResponse = await app.inject({
            url: '/api/auth/csrf',
            headers: { ...FORGED, cookie: jar.header() },
          });
          jar.take(csrfResponse);
          const { csrfToken } = csrfResponse.json() as { csrfToken: string };
          const asked = await askForLink(app, jar, email, { csrfToken, headers: FORGED });
          expect(asked.statusCode).toBe(200);
          expect(asked.json()).toEqual({ url: `${origin}/api/auth/verify-request?provider=email&type=email` });

          const link = lastLinkTo(email)!;
          expect(new URL(link.url).origin).toBe(origin);
          expect(link.url).not.toContain('evil.example');

          const followed = await app.inject({ url: pathOf(link.url), headers: { ...FORGED, cookie: jar.header() } });
          expect(followed.statusCode).toBe(302);
          expect(followed.headers.location).toBe(`${origin}/account/log-in/success`);
          const unknownProvider = await app.inject({ url: '/api/auth/signin/nowhere', headers: FORGED });
          expect(unknownProvider.headers.location).toBe(`${origin}/account/log-in`);
        } finally {
          await app.close();
        }
      });
    }
  });

  describe('behind https (PUBLIC_URL)', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      ({ app } = await makeApp({
        PUBLIC_URL: 'https://frets.example',
        GITHUB_ID: 'gh-id',
        GITHUB_SECRET: 'gh-secret',
        GOOGLE_ID: 'google-id',
        GOOGLE_SECRET: 'google-secret',
        OIDC_ISSUER: 'https://id.example.org/realms/frets',
        OIDC_ID: 'oidc-id',
        OIDC_SECRET: 'oidc-secret',
        OIDC_NAME: 'Example ID',
      }));
    });
    afterAll(async () => {
      await app.close();
    });

    it('lists GitHub, Google and the OIDC issuer once they are configured', async () => {
      const providers = (await app.inject({ url: '/api/auth/providers' })).json() as Record<
        string,
        { type: string; name: string; signinUrl: string }
      >;
      expect(Object.keys(providers)).toEqual(['email', 'github', 'google', 'oidc']);
      expect(providers.github).toMatchObject({
        type: 'oauth',
        name: 'GitHub',
        signinUrl: 'https://frets.example/api/auth/signin/github',
      });
      expect(providers.google).toMatchObject({ type: 'oidc', name: 'Google' });
      expect(providers.oidc).toMatchObject({
        type: 'oidc',
        name: 'Example ID',
        signinUrl: 'https://frets.example/api/auth/signin/oidc',
      });
    });

    it('sends sign-in with GitHub to GitHub, with state kept in a Secure cookie', async () => {
      const jar = new CookieJar();
      const csrfToken = await csrf(app, jar);
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/signin/github',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
        payload: new URLSearchParams({ csrfToken, callbackUrl: '/account' }).toString(),
      });
      expect(response.statusCode).toBe(302);
      const location = new URL(response.headers.location as string);
      expect(location.origin + location.pathname).toBe('https://github.com/login/oauth/authorize');
      expect(location.searchParams.get('client_id')).toBe('gh-id');
      expect(location.searchParams.get('redirect_uri')).toBe('https://frets.example/api/auth/callback/github');
      jar.take(response);
      expect(jar.get('__Secure-authjs.pkce.code_verifier')?.attributes).toMatch(/Secure/i);
    });

    it('uses Secure, prefixed cookies and the public address in links', async () => {
      const email = newEmail();
      const jar = await signIn(app, email);
      expect(jar.get('__Host-authjs.csrf-token')?.attributes).toMatch(/Secure/i);
      expect(lastLinkTo(email)!.url).toMatch(/^https:\/\/frets\.example\/api\/auth\/callback\/email\?/);
      const cookie = jar.get('__Secure-authjs.session-token');
      expect(cookie?.attributes).toMatch(/HttpOnly/i);
      expect(cookie?.attributes).toMatch(/Secure/i);
      const ctx = await createContextFactory(app.services)({ req: { headers: { cookie: jar.header() } } });
      expect(ctx.user?.email).toBe(email);
    });
  });

  describe('rate limits on magic links', () => {
    let app: FastifyInstance;
    const minute = 60 * 1000;
    beforeAll(async () => {
      ({ app } = await makeApp(
        {},
        { limits: { perAddress: { max: 2, windowMs: minute }, perClient: { max: 3, windowMs: minute } } },
      ));
    });
    afterAll(async () => {
      await app.close();
    });

    it('allows a few links per address, then answers 429 with a clear message', async () => {
      const email = newEmail();
      const from = { remoteAddress: '10.0.0.1' };
      expect((await askForLink(app, new CookieJar(), email, from)).statusCode).toBe(200);
      expect((await askForLink(app, new CookieJar(), email.toUpperCase(), from)).statusCode).toBe(200);
      const refused = await askForLink(app, new CookieJar(), email, from);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toMatchObject({
        error: 'TooManyRequests',
        message: `Too many sign-in links were sent to ${email}. Use the latest one, or wait 1 minute and ask again.`,
        url: 'http://localhost:3000/account/log-in/error?error=EmailSignInError&code=rate_limited',
      });
      expect(links.filter((l) => l.to === email)).toHaveLength(2);
      // Another client asking for the same address is refused too.
      expect((await askForLink(app, new CookieJar(), email, { remoteAddress: '10.0.0.2' })).statusCode).toBe(429);
    });

    it('limits one client across addresses', async () => {
      const from = { remoteAddress: '10.0.0.3' };
      for (let i = 0; i < 3; i++)
        expect((await askForLink(app, new CookieJar(), newEmail(), from)).statusCode).toBe(200);
      const refused = await askForLink(app, new CookieJar(), newEmail(), from);
      expect(refused.statusCode).toBe(429);
      expect((refused.json() as { message: string }).message).toMatch(
        /^Too many sign-in links were asked for from your network/,
      );
      expect((await askForLink(app, new CookieJar(), newEmail(), { remoteAddress: '10.0.0.4' })).statusCode).toBe(200);
    });

    it('does not count requests without a valid CSRF token', async () => {
      const email = newEmail();
      const from = { remoteAddress: '10.0.0.5' };
      for (let i = 0; i < 5; i++) {
        const response = await askForLink(app, new CookieJar(), email, { ...from, csrfToken: 'nope' });
        expect(response.json()).toEqual({ url: 'http://localhost:3000/account/log-in?error=MissingCSRF' });
      }
      expect((await askForLink(app, new CookieJar(), email, from)).statusCode).toBe(200);
    });
  });
});
