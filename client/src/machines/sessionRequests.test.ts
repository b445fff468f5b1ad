import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { fetchSession, parseSession, updateSession } from './sessionRequests';

const ada = { user: { name: 'Ada', email: 'ada@example.com', image: null }, expires: '2030-01-01T00:00:00.000Z' };

function stubFetch(...responses: Response[]) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => responses.shift() ?? new Response('null'));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('session parsing', () => {
  it('reads a session with an expiry, keeping extra fields', () => {
    expect(parseSession({ ...ada, subscription: 'active' })).toEqual({ ...ada, subscription: 'active' });
  });

  it('reads the username our server adds, and refuses one that is not text', () => {
    expect(parseSession({ ...ada, user: { ...ada.user, username: 'ada' } })?.user?.username).toBe('ada');
    expect(parseSession({ ...ada, user: { ...ada.user, username: null } })?.user?.username).toBeNull();
    expect(parseSession({ ...ada, user: { ...ada.user, username: 42 } })).toBeNull();
  });

  it('reads null, an empty object or anything without an expiry as no session', () => {
    for (const body of [null, {}, { user: { name: 'Ada' } }, 'session', 42]) {
      expect(parseSession(body)).toBeNull();
    }
  });
});

describe('session fetch', () => {
  it('GETs {base}/session with the cookies and answers the session', async () => {
    const fetch = stubFetch(json(ada));
    const session = await toPromise(createActor(fetchSession, { input: { basePath: '/api/auth' } }).start());
    expect(session).toEqual(ada);
    expect(fetch).toHaveBeenCalledWith('/api/auth/session', expect.objectContaining({ credentials: 'include' }));
  });

  it('answers null when nobody is signed in', async () => {
    stubFetch(json(null));
    expect(await toPromise(createActor(fetchSession, { input: { basePath: '/api/auth' } }).start())).toBeNull();
  });

  it('fails when the server answers an error status', async () => {
    stubFetch(json({ message: 'boom' }, 500));
    await expect(toPromise(createActor(fetchSession, { input: { basePath: '/api/auth' } }).start())).rejects.toThrow(
      /500/,
    );
  });
});

describe('session update', () => {
  it('gets a CSRF token, then POSTs it with the data as JSON and answers the new session', async () => {
    const fetch = stubFetch(json({ csrfToken: 'token-1' }), json({ ...ada, user: { name: 'Ada L.' } }));
    const actor = createActor(updateSession, { input: { basePath: '/api/auth', data: { name: 'Ada L.' } } });
    const session = await toPromise(actor.start());
    expect(session?.user?.name).toBe('Ada L.');
    expect(fetch).toHaveBeenNthCalledWith(1, '/api/auth/csrf', expect.objectContaining({ credentials: 'include' }));
    const [url, init] = fetch.mock.calls[1]!;
    expect(url).toBe('/api/auth/session');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ csrfToken: 'token-1', data: { name: 'Ada L.' } });
  });

  it('fails without posting when no CSRF token comes back', async () => {
    const fetch = stubFetch(json({}));
    const actor = createActor(updateSession, { input: { basePath: '/api/auth', data: {} } });
    await expect(toPromise(actor.start())).rejects.toThrow();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
