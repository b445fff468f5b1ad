/**
 * A refusal from events/refusals.ts as a tRPC error: its code and sentence come from the
 * one table, and the error formatter (trpc.ts) names it in `data.refusal`, so the client
 * can tell a refusal that may pass on retry (busy) from one that cannot (an id already used).
 */
import { TRPCError } from '@trpc/server';
import { REFUSALS, type Refusal } from '#events/refusals';

export class RefusalError extends TRPCError {
  constructor(
    readonly refusal: Refusal,
    cause?: unknown,
  ) {
    super({ code: REFUSALS[refusal].code, message: REFUSALS[refusal].sentence, cause });
  }
}

/** The refusal named, when the error is one. */
export function refusalOf(error: unknown): Refusal | null {
  return error instanceof RefusalError ? error.refusal : null;
}
