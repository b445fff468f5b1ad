import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import superjson from 'superjson';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, MAX_SOCKET_FRAME_BYTES } from './app';
import { loadConfig } from './config';
import { forEachDatabase } from './db/testDatabases';
import { waitFor } from './db/waitFor';
import { ServerStatus } from './serverStatus';
import { FLOOD_CLOSE_CODE } from './web/messageRate';
import type { AppRouter } from './trpc/router';

/** A stand-in for the built client: what the build writes that the server reads. */
async function fakeClientBuild(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'fretboard-client-'));
  await writeFile(
    join(dir, 'index.html'),
    `<!doctype html><html><head><!--app-config--></head><body>${'<p>app</p>'.repeat(300)}</body></html>`,
  );
  await writeFile(join(dir, 'routes.json'), JSON.stringify({ patterns: ['^/$', '^/about/?$', '^/embed/.+/?$'] }));
  return dir;
}

forEachDatabase('the server', (current) => {
  let app: FastifyInstance;
  let clientDir: string;
  const status = new ServerStatus();

  beforeAll(async () => {
    clientDir = await fakeClientBuild();
    const config = loadConfig({
      CLIENT_DIR: clientDir,
      LOG_LEVEL: 'silent',
      FEEDBACK_URL: 'https://feedback.example/form',
    });
    app = await buildApp({
      config,
      db: current().db,
      status,
      logger: false,
      keepAlive: { pingMs: 200, pongWaitMs: 200 },
    });
  });
  afterAll(async () => {
    await app.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  it('answers the health query through tRPC over HTTP, batched, with superjson', async () => {
    const response = await app.inject({ url: '/api/trpc/system.health,system.time?batch=1&input=%7B%7D' });
    expect(response.statusCode).toBe(200);
    const [health, time] = response.json() as Array<{ result: { data: { json: Record<string, unknown> } } }>;
    expect(health?.result.data.json).toEqual({ status: 'ok', database: current().kind, phase: 'running' });
    expect(typeof time?.result.data.json.serverTime).toBe('number');
  });

  it('serves known pages with 200 and unknown ones with 404, both as the app', async () => {
    const known = await app.inject({ url: '/about' });
    expect(known.statusCode).toBe(200);
    expect(known.headers['content-type']).toContain('text/html');
    expect(known.body).toContain('id="app-config"');
    const unknown = await app.inject({ url: '/no/such/page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('id="app-config"');
  });

  it('does not send Strict-Transport-Security over plain http, even when a client claims https', async () => {
    const page = await app.inject({ url: '/about' });
    expect(page.headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY, X-Forwarded-Proto is anyone's to forge.
    const forged = await app.inject({ url: '/about', headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends Strict-Transport-Security over https behind a trusted proxy', async () => {
    const behindProxy = await buildApp({
      config: loadConfig({ CLIENT_DIR: clientDir, LOG_LEVEL: 'silent', TRUST_PROXY: 'true' }),
      db: current().db,
      status,
      logger: false,
    });
    try {
      const overHttps = await behindProxy.inject({ url: '/about', headers: { 'x-forwarded-proto': 'https' } });
      expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const overHttp = await behindProxy.inject({ url: '/about', headers: { 'x-forwarded-proto': 'http' } });
      expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
  });

  it('answers a malformed superjson envelope with 400, not 500 and not a stack overflow', async () => {
    const post = (path: string, payload: string) =>
      app.inject({
        method: 'POST',
        url: `/api/trpc/${path}`,
        headers: { 'content-type': 'application/json' },
        payload,
      });
    for (const payload of [
      '{"json":{},"meta":{"values":"Date"}}',
      'null',
      '{"json":{"code":"x"},"meta":{"values":{"code":[["class","User"]]}}}',
      '{"json":{"a":{}},"meta":{"values":{"__proto__.x":["Date"]}}}',
      '{"json":{"a":{}},"meta":{"referentialEqualities":{"q.r":["a"]}}}',
      '{"json":{"code":"ABCD-EFGH-JKLM","guest":{"name":"a\\u0000b"}}}',
    ]) {
      const response = await post('rooms.join', payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toMatchObject({ error: { json: { data: { code: 'BAD_REQUEST' } } } });
    }
    const query = await app.inject({
      url: `/api/trpc/rooms.peek?input=${encodeURIComponent('{"json":{},"meta":{"values":"Date"}}')}`,
    });
    expect(query.statusCode).toBe(400);
  });

  it('answers an unknown API path with a JSON 404, not the app', async () => {
    const response = await app.inject({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'NotFound' });
  });

  it('sends security headers, and lets only the embed screens be framed by other sites', async () => {
    const page = await app.inject({ url: '/about' });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const embed = await app.inject({ url: '/embed/chords/C/major' });
    expect(embed.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(embed.headers['x-frame-options']).toBeUndefined();
  });

  it('redirects /feedback to the configured address', async () => {
    const response = await app.inject({ url: '/feedback' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://feedback.example/form');
  });

  it('refuses a cross-site POST and one that is not JSON', async () => {
    const crossSite = await app.inject({
      method: 'POST',
      url: '/api/trpc/system.time',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json', host: 'localhost:3000' },
      payload: '{}',
    });
    expect(crossSite.statusCode).toBe(403);
    const form = await app.inject({
      method: 'POST',
      url: '/api/trpc/system.time',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=b',
    });
    expect(form.statusCode).toBe(415);
  });

  it('tells the caller a query cannot be called as a mutation, without a stack trace', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/trpc/system.time',
      headers: { origin: 'http://localhost:80', host: 'localhost:80', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(405);
    expect(response.json()).toMatchObject({ error: { json: { data: { code: 'METHOD_NOT_SUPPORTED' } } } });
    expect(response.body).not.toMatch(/stack|node_modules|\.ts:\d+/);
  });

  it('compresses pages for clients that accept it', async () => {
    const response = await app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  describe('over WebSocket', () => {
    let url: string;
    beforeAll(async () => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/trpc`;
    });

    it('streams the server status and tells clients when it shuts down', async () => {
      const wsClient = createWSClient({ url, WebSocket: WebSocket as never });
      const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: wsClient, transformer: superjson })] });
      const phases: string[] = [];
      await new Promise<void>((resolve, reject) => {
        const subscription = client.system.status.subscribe(undefined, {
          onData(data) {
            phases.push(data.phase);
            if (data.phase === 'running') status.beginShutdown();
            if (data.phase === 'shutting-down') {
              subscription.unsubscribe();
              resolve();
            }
          },
          onError: reject,
        });
      });
      expect(phases).toEqual(['running', 'shutting-down']);
      await wsClient.close();
    });

    it('pings a quiet client and closes the socket of one that never answers', async () => {
      const socket = new WebSocket(url);
      const firstMessage = new Promise<string>((resolve) => socket.once('message', (data) => resolve(String(data))));
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      expect(await firstMessage).toBe('PING');
      await closed; // no PONG was sent
      expect(socket.readyState).toBe(WebSocket.CLOSED);
    });

    it('keeps a client that answers the pings connected', async () => {
      const socket = new WebSocket(url);
      let pings = 0;
      await new Promise<void>((resolve) =>
        socket.on('message', (data) => {
          if (String(data) !== 'PING') return;
          socket.send('PONG');
          if (++pings === 3) resolve();
        }),
      );
      expect(socket.readyState).toBe(WebSocket.OPEN);
      socket.close();
    });

    it('answers a malformed frame with a code and a sentence, never the exception text', async () => {
      const socket = new WebSocket(url);
      await new Promise((resolve) => socket.once('open', resolve));
      const replies: string[] = [];
      for (const frame of [
        '{nope',
        '{"id":1,"method":"query","params":',
        '{"id":2,"method":"query","params":{"path":"system.health","input":{"json":{},"meta":{"values":"Date"}}}}',
      ]) {
        const reply = new Promise<string>((resolve) =>
          socket.on('message', function onMessage(data) {
            if (String(data) === 'PING') return;
            socket.off('message', onMessage);
            resolve(String(data));
          }),
        );
        socket.send(frame);
        replies.push(await reply);
      }
      socket.close();
      const [garbage, cut, badEnvelope] = replies.map(
        (r) => JSON.parse(r) as { error: { json: { message: string; data: { code: string } } } },
      );
      expect(garbage!.error.json.data.code).toBe('PARSE_ERROR');
      expect(cut!.error.json.data.code).toBe('PARSE_ERROR');
      expect(garbage!.error.json.message).toBe(cut!.error.json.message);
      expect(garbage!.error.json.message).toMatch(/could not be read/);
      for (const reply of replies)
        expect(reply).not.toMatch(/Unexpected|JSON\.parse|position \d|SyntaxError|at \w+ \(/);
      // tRPC reads a frame's input as it parses the frame, so a lying envelope is a parse error here.
      expect(badEnvelope!.error.json.data.code).toBe('PARSE_ERROR');
    });

    it('cuts a socket that sends a frame too big or not UTF-8, and logs it as a warning, not an error', async () => {
      const lines: Array<{ level: number; fault?: { code: string } }> = [];
      const logged = await buildApp({
        config: loadConfig({ CLIENT_DIR: clientDir, LOG_LEVEL: 'warn' }),
        db: current().db,
        status,
        logger: {
          level: 'warn',
          stream: { write: (line: string) => void lines.push(JSON.parse(line) as (typeof lines)[number]) },
        },
      });
      await logged.listen({ port: 0, host: '127.0.0.1' });
      const loggedUrl = `ws://127.0.0.1:${(logged.server.address() as AddressInfo).port}/api/trpc`;
      const closeCodeAfter = async (data: Buffer) => {
        const socket = new WebSocket(loggedUrl);
        socket.on('error', () => {});
        await new Promise((resolve) => socket.once('open', resolve));
        const closed = new Promise<number>((resolve) => socket.once('close', resolve));
        socket.send(data, { binary: false });
        return closed;
      };
      try {
        expect(await closeCodeAfter(Buffer.alloc(MAX_SOCKET_FRAME_BYTES + 1, 'x'))).toBe(1009);
        expect(await closeCodeAfter(Buffer.from([0x7b, 0xc3, 0x28, 0x7d]))).toBe(1007);
        await waitFor(() => lines.filter((l) => l.fault).length === 2);
        expect(lines.filter((l) => l.fault).map((l) => [l.level, l.fault?.code])).toEqual([
          [40, 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH'],
          [40, 'WS_ERR_INVALID_UTF8'],
        ]);
        expect(lines.filter((l) => l.level >= 50)).toEqual([]);
      } finally {
        await logged.close();
      }
    });

    it('caps the sockets one address holds open, and admits again once one closes', async () => {
      const capped = await buildApp({
        config: loadConfig({ CLIENT_DIR: clientDir, LOG_LEVEL: 'silent' }),
        db: current().db,
        status,
        logger: false,
        maxSocketsPerAddress: 2,
      });
      await capped.listen({ port: 0, host: '127.0.0.1' });
      const cappedUrl = `ws://127.0.0.1:${(capped.server.address() as AddressInfo).port}/api/trpc`;
      const open = () =>
        new Promise<WebSocket | number>((resolve) => {
          const socket = new WebSocket(cappedUrl);
          socket.once('open', () => resolve(socket));
          socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        });
      try {
        const [first, second] = [await open(), await open()];
        expect(first).toBeInstanceOf(WebSocket);
        expect(second).toBeInstanceOf(WebSocket);
        expect(await open()).toBe(429);
        (first as WebSocket).close();
        await new Promise((resolve) => (first as WebSocket).once('close', resolve));
        await waitFor(async () => {
          const again = await open();
          if (again instanceof WebSocket) again.close();
          return again instanceof WebSocket;
        });
        (second as WebSocket).close();
      } finally {
        await capped.close();
      }
    });

    it('charges each call a frame batches to the flood guard: a queue of 60 is answered, a frame of 600 is cut', async () => {
      const socket = new WebSocket(url);
      await new Promise((resolve) => socket.once('open', resolve));
      const answered: unknown[] = [];
      socket.on('message', (data) => {
        if (String(data) !== 'PING') answered.push((JSON.parse(String(data)) as { id: unknown }).id);
      });
      const batch = (n: number, from: number) =>
        JSON.stringify(
          Array.from({ length: n }, (_, i) => ({ id: from + i, method: 'query', params: { path: 'system.time' } })),
        );
      // What a client sends after a reconnect: everything it queued, in one frame.
      socket.send(batch(60, 1));
      await waitFor(() => answered.length === 60);
      expect(answered).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
      // Each call costs the server as a frame would: 600 in one frame is a flood.
      const closed = new Promise<number>((resolve) => socket.once('close', resolve));
      socket.send(batch(600, 1000));
      expect(await closed).toBe(FLOOD_CLOSE_CODE);
      expect(answered).toHaveLength(60);
    });

    it('refuses a socket opened from another site, and accepts one from its own pages', async () => {
      const foreign = new WebSocket(url, { headers: { origin: 'https://elsewhere.example' } });
      const status = await new Promise<number>((resolve, reject) => {
        foreign.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        foreign.once('open', () => reject(new Error('the foreign socket was accepted')));
      });
      expect(status).toBe(403);
      const own = new WebSocket(url, { headers: { origin: new URL(url.replace('ws:', 'http:')).origin } });
      await new Promise<void>((resolve, reject) => {
        own.once('open', () => resolve());
        own.once('unexpected-response', () => reject(new Error('our own page was refused')));
      });
      own.close();
    });

    it('cuts off a socket that floods the server with 1008, while another keeps its answers', async () => {
      const wsClient = createWSClient({ url, WebSocket: WebSocket as never });
      const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: wsClient, transformer: superjson })] });
      const flooder = new WebSocket(url);
      await new Promise<void>((resolve) => flooder.once('open', () => resolve()));
      const closed = new Promise<number>((resolve) => flooder.once('close', (code) => resolve(code)));
      const message = JSON.stringify({
        id: 1,
        method: 'query',
        params: { path: 'system.time', input: { json: null } },
      });
      for (let i = 0; i < 2000 && flooder.readyState === WebSocket.OPEN; i++) flooder.send(message);
      expect(await closed).toBe(1008);
      const { serverTime } = await client.system.time.query();
      expect(typeof serverTime).toBe('number');
      await wsClient.close();
    });

    it('answers queries over the same socket', async () => {
      const wsClient = createWSClient({ url, WebSocket: WebSocket as never });
      const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: wsClient, transformer: superjson })] });
      const { serverTime } = await client.system.time.query();
      expect(Math.abs(serverTime - Date.now())).toBeLessThan(60_000);
      await wsClient.close();
    });
  });
});
