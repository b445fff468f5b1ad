/**
 * The one reading of a failed API call on the client: the sentence to show, and whether
 * the same call (same event id) sent again may succeed. The server's error formatter
 * (server/src/trpc/trpc.ts) only ever sends sentences fit to show, and names a refusal of
 * events/refusals.ts in `data.refusal`; that table says whether it can pass on a retry.
 */
import { isRefusal, REFUSALS, type Refusal } from '#events/refusals';

export const UNREACHABLE = 'We could not reach the server. Check your connection and try again.';

export interface ErrorSentence {
  sentence: string;
  /**
   * True for a transient refusal (busy), a failure on the server's side and no answer at
   * all; false for a refusal on the merits (an id already used, a forbidden action,
   * invalid input), which fails the same way every time.
   */
  retry: boolean;
  /** The refusal the server named, or null (no answer, or an error that is no refusal). */
  refusal: Refusal | null;
}

interface AnswerData {
  httpStatus?: unknown;
  refusal?: unknown;
}

/**
 * `error`: what a tRPC call rejected with; an answer from the server is an Error (a
 * TRPCClientError) carrying the error shape's `data`. `unreachable`: the sentence for a
 * call that got no answer (a caller may say what was lost).
 */
export function errorSentence(error: unknown, unreachable: string = UNREACHABLE): ErrorSentence {
  const data = error instanceof Error ? (error as { data?: AnswerData }).data : undefined;
  const status = data?.httpStatus;
  if (!(error instanceof Error) || typeof status !== 'number')
    return { sentence: unreachable, retry: true, refusal: null };
  const refusal = isRefusal(data?.refusal) ? data.refusal : null;
  if (refusal)
    return { sentence: error.message || REFUSALS[refusal].sentence, retry: REFUSALS[refusal].retry, refusal };
  return { sentence: error.message || unreachable, retry: status >= 500, refusal: null };
}
