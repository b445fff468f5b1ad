import { TRPCClientError } from '@trpc/client';

const UNREACHABLE = 'We could not reach the server. Check your connection and try again.';

/**
 * The sentence to show for a failed tRPC call: the server's own (its error formatter only
 * ever sends sentences fit to show), or a connection problem when no answer came.
 */
export function apiProblem(error: unknown): string {
  if (error instanceof TRPCClientError) {
    const status = (error.data as { httpStatus?: unknown } | undefined)?.httpStatus;
    if (typeof status === 'number' && error.message) return error.message;
  }
  return UNREACHABLE;
}
