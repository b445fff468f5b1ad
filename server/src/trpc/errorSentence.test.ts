import { TRPCError } from '@trpc/server';
import { callProcedure } from '@trpc/server/unstable-core-do-not-import';
import { describe, expect, it } from 'vitest';
import {
  DUPLICATE_ID_SENTENCE,
  errorSentence,
  INTERNAL_SENTENCE,
  NO_PROCEDURE_SENTENCE,
  UNREADABLE_SENTENCE,
} from './errorSentence';
import { publicProcedure, router } from './trpc';

/** tRPC's own refusal of a path, as its WebSocket and HTTP adapters meet it. */
async function refusalOfPath(path: string, type: 'query' | 'mutation' | 'subscription'): Promise<TRPCError> {
  const testRouter = router({ time: publicProcedure.query(() => 0) });
  try {
    await callProcedure({
      router: testRouter,
      path,
      type,
      getRawInput: async () => undefined,
      ctx: {},
      signal: undefined,
      batchIndex: 0,
    });
  } catch (error) {
    if (error instanceof TRPCError) return error;
  }
  throw new Error(`tRPC did not refuse ${path}`);
}

describe('the sentence an API error carries', () => {
  it('is fixed for a path that names no procedure, or one of another type, whatever path was sent', async () => {
    const paths = ['__proto__', 'x'.repeat(30_000), 'rooms.watch\u0000', '<script>alert(1)</script>', ''];
    for (const path of paths) {
      const error = await refusalOfPath(path, 'query');
      expect(error.code).toBe('NOT_FOUND');
      expect(errorSentence(error, false)).toBe(NO_PROCEDURE_SENTENCE);
    }
    expect(errorSentence(await refusalOfPath('time', 'subscription'), false)).toBe(NO_PROCEDURE_SENTENCE);
  });

  it('is fixed for a subscription id already in use on the socket, whatever id was sent', () => {
    // As tRPC's WebSocket adapter words it (@trpc/server 11.22.1, pinned); the hostile-frames test meets the real one.
    for (const id of ['0', 'x'.repeat(30_000), '<b>1</b>']) {
      const error = new TRPCError({ code: 'BAD_REQUEST', message: `Duplicate id ${id}` });
      expect(errorSentence(error, false)).toBe(DUPLICATE_ID_SENTENCE);
    }
  });

  it('is the procedure’s own for its refusals, a room not found included', () => {
    const noRoom = new TRPCError({ code: 'NOT_FOUND', message: 'There is no room with this code.' });
    expect(errorSentence(noRoom, false)).toBe('There is no room with this code.');
  });

  it('never shows a parser’s or an exception’s text', () => {
    const parse = new TRPCError({ code: 'PARSE_ERROR', message: 'Unexpected token } in JSON at position 7' });
    expect(errorSentence(parse, false)).toBe(UNREADABLE_SENTENCE);
    const internal = new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'relation "rooms" does not exist' });
    expect(errorSentence(internal, false)).toBe(INTERNAL_SENTENCE);
  });
});
