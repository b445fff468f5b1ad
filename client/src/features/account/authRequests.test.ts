import { describe, expect, it, vi } from 'vitest';
import { fetchProviders, parseProviders, postSignIn, postSignOut, readAuthUrl } from './authRequests';

const origin = 'http://localhost:3000';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch answering in turn: the CSRF token first, then `answer`. */
function server(answer: Response) {
  return vi
    .fn<typeof fetch>()
    .mockResolvedValueOnce(json({ csrfToken: 'token-1' }))
    .mockResolvedValueOnce(answer);
}

describe('providers', () => {
  it('reads the map Auth.js answers into a list, in its order', () => {
    expect(
      parseProviders({
        email: { id: 'email', name: 'E-mail', type: 'email', signinUrl: 'x' },
        github: { id: 'github', name: 'GitHub', type: 'oauth' },
        broken: { id: 'bad id!', name: 'x', type: 'oauth' },
        other: 'nonsense',
      }),
    ).toEqual([
      { id: 'email', name: 'E-mail', type: 'email' },
      { id: 'github', name: 'GitHub', type: 'oauth' },
    ]);
  });

  it('fails when the list cannot be had, so the screen can say so', async () => {
    await expect(
      fetchProviders(vi.fn<typeof fetch>().mockResolvedValue(new Response('', { status: 500 }))),
    ).rejects.toThrow('answered 500');
    await expect(fetchProviders(vi.fn<typeof fetch>().mockResolvedValue(json(null)))).rejects.toThrow();
  });
});

describe('sign-in and sign-out requests', () => {
  it('POSTs the form with the CSRF token and asks for the redirect as JSON', async () => {
    const fetch = server(json({ url: `${origin}/api/auth/verify-request?provider=email&type=email` }));
    const answer = await postSignIn('email', { callbackUrl: '/account', email: 'ada@example.com' }, fetch);
    expect(answer).toEqual({ ok: true, url: `${origin}/api/auth/verify-request?provider=email&type=email` });
    const [url, init] = fetch.mock.calls[1]!;
    expect(url).toBe('/api/auth/signin/email');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('X-Auth-Return-Redirect')).toBe('1');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(init?.body as URLSearchParams)).toEqual({
      callbackUrl: '/account',
      email: 'ada@example.com',
      csrfToken: 'token-1',
    });
  });

  it("passes on the server's sentence when it refuses for too many requests", async () => {
    const message =
      'Too many sign-in links were sent to ada@example.com. Use the latest one, or wait 15 minutes and ask again.';
    const fetch = server(
      json({ error: 'TooManyRequests', message, url: `${origin}/account/log-in/error?error=EmailSignInError` }, 429),
    );
    expect(await postSignIn('email', { callbackUrl: '/', email: 'ada@example.com' }, fetch)).toEqual({
      ok: false,
      message,
    });
  });

  it('says to check the connection when the server cannot be reached', async () => {
    const offline = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await postSignOut('/account/logged-out', offline)).toEqual({
      ok: false,
      message: 'We could not reach the server. Check your connection and try again.',
    });
  });

  it('treats an answer without a URL as a failure', async () => {
    expect((await postSignOut('/', server(new Response('oops', { status: 500 })))).ok).toBe(false);
  });
});

describe('reading the URL a sign-in answers with', () => {
  it('takes the error and code from it', () => {
    expect(readAuthUrl(`${origin}/account/log-in/error?error=EmailSignInError&code=rate_limited`, origin)).toEqual({
      kind: 'error',
      error: 'EmailSignInError',
      code: 'rate_limited',
    });
    expect(readAuthUrl(`${origin}/account/log-in?error=MissingCSRF`, origin)).toEqual({
      kind: 'error',
      error: 'MissingCSRF',
      code: null,
    });
  });

  it('knows the check-your-e-mail page and the sign-in page an unknown provider leads to', () => {
    expect(readAuthUrl(`${origin}/api/auth/verify-request?provider=email&type=email`, origin)).toEqual({
      kind: 'check-email',
    });
    expect(readAuthUrl(`${origin}/account/log-in`, origin)).toEqual({ kind: 'sign-in' });
  });

  it('leaves a provider on another site to the browser, and keeps our own pages as paths', () => {
    expect(readAuthUrl('https://github.com/login/oauth/authorize?client_id=x', origin)).toEqual({
      kind: 'external',
      url: 'https://github.com/login/oauth/authorize?client_id=x',
    });
    expect(readAuthUrl(`${origin}/account/logged-out`, origin)).toEqual({ kind: 'page', path: '/account/logged-out' });
  });
});
