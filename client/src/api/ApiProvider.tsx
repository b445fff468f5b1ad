import { QueryClientProvider } from '@tanstack/react-query';
import { use, type ReactNode } from 'react';
import { loadApi } from './loadApi';
import { TRPCProvider } from './trpc';

/**
 * Gives the screens under it React Query and tRPC hooks. Wrap a lazily loaded screen in
 * it (inside a Suspense boundary), so the first page does not download the API client.
 */
export function ApiProvider({ children }: { children: ReactNode }) {
  const { queryClient, api } = use(loadApi());
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={api} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
