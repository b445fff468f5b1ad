import { createTRPCClient, createWSClient, httpBatchLink, splitLink, wsLink, type TRPCLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import superjson from 'superjson';
import type { AppRouter } from '../../../server/src/trpc/router';

export type { AppRouter };

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** The WebSocket address of the API on the page's own origin. */
export function apiSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/api/trpc`;
}

/**
 * The tRPC client of spec section 7: subscriptions over one WebSocket (opened only when
 * the first subscription starts, closed when the last ends), everything else over HTTP
 * with batching (queries by GET, mutations by POST), superjson on both.
 */
export function createApiClient(location: Pick<Location, 'protocol' | 'host'> = window.location) {
  const wsClient = createWSClient({ url: apiSocketUrl(location), lazy: { enabled: true, closeMs: 10_000 } });
  const links: TRPCLink<AppRouter>[] = [
    splitLink({
      condition: (op) => op.type === 'subscription',
      true: wsLink<AppRouter>({ client: wsClient, transformer: superjson }),
      false: httpBatchLink({ url: '/api/trpc', transformer: superjson }),
    }),
  ];
  return createTRPCClient<AppRouter>({ links });
}

export type ApiClient = ReturnType<typeof createApiClient>;
