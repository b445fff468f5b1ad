/**
 * For the routers' integration tests: a direct caller of the whole API (no HTTP), and the
 * error code a call ends with ('OK' when it succeeds), so a table of who may do what reads
 * as one line per case.
 */
import { TRPCError } from '@trpc/server';
import { appRouter } from './router';
import { createCallerFactory } from './trpc';

export const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;

export async function codeOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'OK';
  } catch (error) {
    return error instanceof TRPCError ? error.code : `not a TRPCError: ${String(error)}`;
  }
}
