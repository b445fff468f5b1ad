import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { expectNoProblems, expectScreen, useApp, viewports } from './harness';

const app = useApp();

describe('the API from the browser', () => {
  it('answers a tRPC subscription over the WebSocket: the server says it is running', async () => {
    const tab = await app.open(viewports.desktop);
    const { page } = tab;
    await page.goto('/');
    await expectScreen(page, 'Home');

    // tRPC v11's WebSocket protocol: a JSON-RPC-like request, answered by "started",
    // then one "data" result per yielded value; the input and data are superjson.
    const data = await page.evaluate(
      () =>
        new Promise<unknown>((resolve, reject) => {
          const socket = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/trpc`);
          const timer = setTimeout(() => reject(new Error('no data message within 10 s')), 10_000);
          socket.onerror = () => reject(new Error('the WebSocket failed'));
          socket.onopen = () =>
            socket.send(
              JSON.stringify({
                id: 1,
                method: 'subscription',
                params: { path: 'system.status', input: { json: null } },
              }),
            );
          socket.onmessage = (event) => {
            if (typeof event.data !== 'string' || !event.data.startsWith('{')) return; // keep-alive PING
            const message = JSON.parse(event.data) as {
              id?: number;
              result?: { type: string; data?: unknown };
              error?: unknown;
            };
            if (message.error) reject(new Error(`tRPC error: ${JSON.stringify(message.error)}`));
            if (message.id !== 1 || message.result?.type !== 'data') return;
            clearTimeout(timer);
            socket.send(JSON.stringify({ id: 1, method: 'subscription.stop' }));
            socket.close();
            resolve(message.result.data);
          };
        }),
    );

    expect(superjson.deserialize(data as Parameters<typeof superjson.deserialize>[0])).toEqual({ phase: 'running' });
    await expectNoProblems(tab);
  });

  it('answers the health query over HTTP', async () => {
    const tab = await app.open(viewports.desktop);
    const { page } = tab;
    await page.goto('/');
    const body = await page.evaluate(async () => {
      const response = await fetch('/api/trpc/system.health');
      return (await response.json()) as { result: { data: unknown } };
    });
    expect(superjson.deserialize(body.result.data as Parameters<typeof superjson.deserialize>[0])).toMatchObject({
      status: 'ok',
      phase: 'running',
    });
    await expectNoProblems(tab);
  });
});

describe('the built client as served', () => {
  it('ships no source maps: the bundles name none and none can be fetched', async () => {
    const html = await (await fetch(app.url('/'))).text();
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const js = await fetch(app.url(script));
      expect(js.status).toBe(200);
      expect(await js.text()).not.toMatch(/sourceMappingURL=/);
      const map = await fetch(app.url(`${script}.map`));
      expect(map.status).toBe(404);
    }
  });
});
