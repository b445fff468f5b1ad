import Fastify, { type FastifyInstance } from 'fastify';
import { createTRPCClient, httpBatchLink, httpLink, TRPCClientError } from '@trpc/client';
import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpHandler, MAX_BATCH_SIZE } from './httpHandler';

const t = initTRPC.context<{ who: string | undefined }>().create({ transformer: superjson });
const testRouter = t.router({
  echo: t.procedure.input(z.object({ when: z.date(), tags: z.set(z.string()) })).query(({ input }) => ({
    when: input.when,
    tags: input.tags,
    counts: new Map([['a', 1]]),
  })),
  whoAmI: t.procedure.query(({ ctx }) => ctx.who ?? 'nobody'),
  rename: t.procedure.input(z.object({ name: z.string().min(3) })).mutation(({ input }) => `renamed to ${input.name}`),
  denied: t.procedure.query(() => {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Not yours.' });
  }),
  ticks: t.procedure.subscription(async function* () {
    yield 1;
  }),
});

describe('tRPC over HTTP', () => {
  let app: FastifyInstance;
  const errors: string[] = [];

  beforeAll(async () => {
    app = Fastify({ logger: false, routerOptions: { maxParamLength: 2000 } });
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    app.route({
      method: ['GET', 'POST'],
      url: '/api/trpc/:path',
      handler: createHttpHandler({
        router: testRouter,
        createContext: ({ req }) => ({ who: req.headers['x-who'] as string | undefined }),
        onError: ({ error }) => errors.push(error.code),
      }),
    });
    await app.ready();
  });
  afterAll(() => app.close());

  /** A fetch that goes through Fastify's inject, so the real tRPC client talks to the handler. */
  const injectFetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/json', ...(init?.headers as Record<string, string>) },
      payload: init?.body as string | undefined,
    });
    return new Response(response.body, { status: response.statusCode, headers: response.headers as HeadersInit });
  };
  const batchClient = createTRPCClient<typeof testRouter>({
    links: [
      httpBatchLink({
        url: 'http://test/api/trpc',
        transformer: superjson,
        fetch: injectFetch,
        headers: { 'x-who': 'ada' },
      }),
    ],
  });
  const plainClient = createTRPCClient<typeof testRouter>({
    links: [httpLink({ url: 'http://test/api/trpc', transformer: superjson, fetch: injectFetch })],
  });

  it('restores dates, sets and maps on the way in and out', async () => {
    const when = new Date('2026-11-21T10:00:00Z');
    const answer = await batchClient.echo.query({ when, tags: new Set(['jazz']) });
    expect(answer.when).toEqual(when);
    expect(answer.tags).toEqual(new Set(['jazz']));
    expect(answer.counts).toEqual(new Map([['a', 1]]));
  });

  it('runs several calls that travel in one batched request', async () => {
    const [who, renamed] = await Promise.all([batchClient.whoAmI.query(), batchClient.rename.mutate({ name: 'Ada' })]);
    expect(who).toBe('ada');
    expect(renamed).toBe('renamed to Ada');
  });

  it('works without batching too', async () => {
    expect(await plainClient.whoAmI.query()).toBe('nobody');
  });

  it('gives the client a typed error with its code for a refused call', async () => {
    const error = await batchClient.denied.query().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect((error as TRPCClientError<typeof testRouter>).data?.code).toBe('FORBIDDEN');
    expect((error as Error).message).toBe('Not yours.');
  });

  it('refuses invalid input with BAD_REQUEST', async () => {
    const error = await batchClient.rename.mutate({ name: 'x' }).catch((e: unknown) => e);
    expect((error as TRPCClientError<typeof testRouter>).data?.code).toBe('BAD_REQUEST');
  });

  it.each([
    ['an unknown procedure', { url: '/api/trpc/nope' }, 404, 'NOT_FOUND'],
    ['a subscription over plain HTTP', { url: '/api/trpc/ticks' }, 405, 'METHOD_NOT_SUPPORTED'],
    [
      'a query sent as a mutation',
      { method: 'POST' as const, url: '/api/trpc/whoAmI', payload: '{}' },
      405,
      'METHOD_NOT_SUPPORTED',
    ],
    ['a mutation sent as a query', { url: '/api/trpc/rename' }, 405, 'METHOD_NOT_SUPPORTED'],
    ['input that is not JSON', { url: '/api/trpc/whoAmI?input=%7Bnope' }, 400, 'PARSE_ERROR'],
    ['a batch input that is not an object', { url: '/api/trpc/whoAmI?batch=1&input=%5B1%5D' }, 400, 'BAD_REQUEST'],
    [
      'a batch larger than allowed',
      {
        url: `/api/trpc/${Array(MAX_BATCH_SIZE + 1)
          .fill('whoAmI')
          .join(',')}?batch=1`,
      },
      413,
      'PAYLOAD_TOO_LARGE',
    ],
  ])('answers %s with %s %s', async (_what, request, status, code) => {
    const response = await app.inject({ headers: { 'content-type': 'application/json' }, ...request });
    expect(response.statusCode).toBe(status);
    expect(response.body).toContain(`"code":"${code}"`);
  });
});
