import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from './trpc';

export interface Api {
  queryClient: QueryClient;
  api: ApiClient;
}

let loading: Promise<Api> | null = null;

/**
 * The tRPC client and its React Query cache, imported on first use: no screen of the
 * first page needs the server's data, and together they are about 18 kB of the first
 * download (bench/initialJs). One instance for the whole app.
 */
export function loadApi(): Promise<Api> {
  loading ??= Promise.all([import('./queryClient'), import('./trpc')]).then(([queries, trpc]) => ({
    queryClient: queries.createQueryClient(),
    api: trpc.createApiClient(),
  }));
  return loading;
}
