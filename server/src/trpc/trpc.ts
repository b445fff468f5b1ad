import { initTRPC } from '@trpc/server';
import { ZodError } from 'zod';
import type { Context } from './context';
import { errorSentence } from './errorSentence';
import { RefusalError, refusalOf } from './refusalError';
import { transformer } from './transformer';
import { isDatabaseUnavailable, retryWhileDatabaseAway } from '../db/unavailable';

const t = initTRPC.context<Context>().create({
  transformer,
  errorFormatter({ shape, error }) {
    const invalidInput = error.cause instanceof ZodError ? error.cause.issues : null;
    return {
      ...shape,
      message: errorSentence(error, invalidInput !== null),
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        /** Which refusal of events/refusals.ts this is, so the client knows whether a retry can pass. */
        refusal: refusalOf(error),
        invalidInput: invalidInput?.map((issue) => ({ path: issue.path.map(String), message: issue.message })) ?? null,
      },
    };
  },
});

export const router = t.router;
export const mergeRouters = t.mergeRouters;
export const createCallerFactory = t.createCallerFactory;

/**
 * Every procedure outlives a moment without its database: a call that failed because the
 * connection went is made again after a short wait (safe: reads, and writes that carry
 * their event ids), then refused as SERVER_RECONNECTING (503, Retry-After) rather than a
 * 500. Subscriptions manage their own reconnects.
 */
const outlivesDatabaseOutage = t.middleware(async ({ type, next }) => {
  if (type === 'subscription') return next();
  const result = await retryWhileDatabaseAway(async () => {
    const attempt = await next();
    if (!attempt.ok && isDatabaseUnavailable(attempt.error.cause ?? attempt.error)) throw attempt.error;
    return attempt;
  }).catch((error: unknown) => {
    if (isDatabaseUnavailable(error)) throw new RefusalError('SERVER_RECONNECTING', error);
    throw error;
  });
  return result;
});

export const publicProcedure = t.procedure.use(outlivesDatabaseOutage);

/** A procedure only a signed-in user may call; `ctx.user` is narrowed to non-null. */
export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) {
    throw new RefusalError('NOT_SIGNED_IN');
  }
  return next({ ctx: { ...ctx, user: ctx.user } });
});
