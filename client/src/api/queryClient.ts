import { QueryCache, QueryClient, MutationCache } from '@tanstack/react-query';
import { QUERY_CACHE_GC_MS, QUERY_RETRY, queryRetryDelayMs } from '../constants';
import { errorSentence } from './errorSentence';

/** Back-off before a retry (React Query passes the 0-based attempt): 1 s, doubling, at most 30 s (spec section 8). */
export const retryDelay = queryRetryDelayMs;

/** Retry up to 3 times, but never a request the server refused on its merits (errorSentence.ts says which). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < QUERY_RETRY.count && errorSentence(error).retry;
}

export function createQueryClient(log: (message: string, error: unknown) => void = console.error): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => log(`Query ${JSON.stringify(query.queryKey)} failed`, error),
    }),
    mutationCache: new MutationCache({ onError: (error) => log('Mutation failed', error) }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        gcTime: QUERY_CACHE_GC_MS,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
