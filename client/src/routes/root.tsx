import { createRootRouteWithContext } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/trpc';
import { Shell } from '../layout/Shell';
import { NotFoundScreen } from './notFound';

/** What every route may use, handed in by the router instead of module globals. */
export interface RouterContext {
  queryClient: QueryClient;
  api: ApiClient;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Shell,
  notFoundComponent: NotFoundScreen,
});
