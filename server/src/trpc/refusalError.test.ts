import Fastify from 'fastify';
import { createTRPCClient, httpLink, TRPCClientError } from '@trpc/client';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSALS } from '#events/refusals';
import type { Context } from './context';
import { createHttpHandler } from './httpHandler';
import { RefusalError } from './refusalError';
import { transformer } from './transformer';
import { protectedProcedure, publicProcedure, router } from './trpc';

const testRouter = router({
  reuseId: publicProcedure.mutation(() => {
    throw new RefusalError('ID_TAKEN');
  }),
  busy: publicProcedure.mutation(() => {
    throw new RefusalError('ROOM_BUSY');
  }),
  plain: publicProcedure.query(() => {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Not yours.' });
  }),
  mine: protectedProcedure.query(() => 'yours'),
});

describe('refusals on the wire', () => {
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    app.route({
      method: ['GET', 'POST'],
      url: '/api/trpc/:path',
      handler: createHttpHandler({ router: testRouter, createContext: () => ({ user: null }) as unknown as Context }),
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const client = createTRPCClient<typeof testRouter>({
    links: [
      httpLink({
        url: 'http://test/api/trpc',
        transformer,
        fetch: async (input, init) => {
          const url = new URL(String(input));
          const response = await app.inject({
            method: (init?.method ?? 'GET') as 'GET' | 'POST',
            url: url.pathname + url.search,
            headers: { 'content-type': 'application/json' },
            payload: init?.body as string | undefined,
          });
          return new Response(response.body, { status: response.statusCode });
        },
      }),
    ],
  });
  const failure = async (call: Promise<unknown>) => {
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCClientError);
    return error as TRPCClientError<typeof testRouter>;
  };

  it('sends an id already used and a busy stream under the same code, named apart so the client retries only one', async () => {
    const taken = await failure(client.reuseId.mutate());
    expect(taken.message).toBe(REFUSALS.ID_TAKEN.sentence);
    expect(taken.data).toMatchObject({ code: 'CONFLICT', httpStatus: 409, refusal: 'ID_TAKEN' });
    const busy = await failure(client.busy.mutate());
    expect(busy.message).toBe(REFUSALS.ROOM_BUSY.sentence);
    expect(busy.data).toMatchObject({ code: 'CONFLICT', httpStatus: 409, refusal: 'ROOM_BUSY' });
  });

  it('names no refusal for an error that is not one of the table', async () => {
    const error = await failure(client.plain.query());
    expect(error.data).toMatchObject({ code: 'FORBIDDEN', refusal: null });
  });

  it('refuses a signed-out caller of a protected procedure with the sign-in refusal', async () => {
    const error = await failure(client.mine.query());
    expect(error.message).toBe(REFUSALS.NOT_SIGNED_IN.sentence);
    expect(error.data).toMatchObject({ code: 'UNAUTHORIZED', httpStatus: 401, refusal: 'NOT_SIGNED_IN' });
  });
});
