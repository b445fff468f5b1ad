import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type JWK } from 'oidc-provider';

/**
 * A real OpenID Connect issuer on loopback for the sign-in tests (`oidc-provider`). It
 * listens at once, so its address can go into the app's OIDC_ISSUER before the app
 * starts; `serve(redirectUri)` starts answering once the app's own address (and so its
 * callback) is known. Auth.js reads the issuer's metadata only when someone signs in.
 *
 * Its sign-in is a small page of its own: a username and password form that takes any
 * password, and a first-party client (no consent screen, as an organisation's own issuer
 * does for its own apps). oidc-provider's development pages are not used: they load a
 * web font from the internet. Claims follow the standard: the e-mail address and name
 * come from the userinfo endpoint, not in the ID token.
 */

export interface OidcIssuer {
  /** The issuer identifier, for OIDC_ISSUER. */
  url: string;
  clientId: string;
  clientSecret: string;
  /** Starts answering, accepting `redirectUri` (the app's /api/auth/callback/oidc) for the one client. */
  serve(redirectUri: string): void;
  /** The e-mail address and name the issuer gives the account signed in as `username`. */
  account(username: string): { email: string; name: string };
  close(): Promise<void>;
}

const account = (username: string) => ({
  email: `${username}@issuer.example`,
  name: `${username.charAt(0).toUpperCase()}${username.slice(1)} Issuer`,
});

export async function listenOidcIssuer(): Promise<OidcIssuer> {
  let handler: RequestListener | undefined;
  const server = createServer((request, response) => {
    // The browser asks every origin it visits for an icon; an issuer without one is no failure.
    if (request.url === '/favicon.ico') return void response.writeHead(204).end();
    if (!handler)
      return void response.writeHead(503, { 'content-type': 'text/plain' }).end('The issuer has not started yet.');
    handler(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'fretboard-e2e';
  const clientSecret = randomBytes(24).toString('hex');

  return {
    url,
    clientId,
    clientSecret,
    account,
    serve(redirectUri) {
      const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
        format: 'jwk',
      }) as JWK;
      const provider = new Provider(url, {
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: [redirectUri],
            grant_types: ['authorization_code'],
            response_types: ['code'],
            token_endpoint_auth_method: 'client_secret_basic',
          },
        ],
        jwks: { keys: [{ ...signingKey, kid: 'e2e', use: 'sig', alg: 'RS256' }] },
        cookies: { keys: [randomBytes(32).toString('hex')] },
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
        findAccount: (_ctx, id) => ({
          accountId: id,
          claims: () => ({ sub: id, ...account(id), email_verified: true }),
        }),
        interactions: { url: (_ctx, interaction) => `/sign-in/${interaction.uid}` },
        features: { devInteractions: { enabled: false } },
      });
      const oidc = provider.callback();
      handler = (request, response) => {
        if (!request.url?.startsWith('/sign-in/')) return oidc(request, response);
        signInPage(provider, request, response).catch((error: unknown) => {
          response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
        });
      };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** GET: the sign-in form. POST: signs in as the username given and grants what the client asked for. */
async function signInPage(provider: Provider, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const details = await provider.interactionDetails(request, response);
  if (request.method === 'POST') {
    const username = new URLSearchParams(await readBody(request)).get('username')?.trim() ?? '';
    if (!/^[a-z0-9-]{1,30}$/i.test(username))
      return void response.writeHead(400, { 'content-type': 'text/plain' }).end('Give a username.');
    const grant = new provider.Grant({ accountId: username, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId: username }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
    .end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Loopback ID: sign in</title></head>
<body><main><h1>Sign in to Loopback ID</h1>
<form method="post" action="/sign-in/${details.uid}">
<label>Username <input name="username" autocomplete="username" required></label>
<label>Password <input name="password" type="password" autocomplete="current-password" required></label>
<button type="submit">Sign in</button>
</form></main></body></html>`);
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}
