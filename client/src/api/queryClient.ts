import { QueryCache, QueryClient, MutationCache } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { CACHE_GC_TIME_MS, QUERY_RETRIES, QUERY_RETRY_BASE_MS, QUERY_RETRY_MAX_MS } from './queryPolicy';

/** Back-off before retry number `attemptIndex + 1`: 1 s, doubling, at most 30 s (spec section 8). */
export function retryDelay(attemptIndex: number): number {
  return Math.min(QUERY_RETRY_BASE_MS * 2 ** attemptIndex, QUERY_RETRY_MAX_MS);
}

/** Retry up to 3 times, but never a request the server refused on its merits (4xx). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRIES) return false;
  if (error instanceof TRPCClientError) {
    const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus;
    if (status !== undefined && status >= 400 && status < 500) return false;
  }
  return true;
}

export function createQueryClient(log: (message: string, error: unknown) => void = console.error): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => log(`Query ${JSON.stringify(query.queryKey)} failed`, error) }),
    mutationCache: new MutationCache({ onError: (error) => log('Mutation failed', error) }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        gcTime: CACHE_GC_TIME_MS,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
