import { createRootRouteWithContext } from '@tanstack/react-router';
import type { Api } from '../api/loadApi';
import { Shell } from '../layout/Shell';
import { NotFoundScreen } from './notFound';

/**
 * What every route may use, handed in by the router instead of module globals. The API
 * client (tRPC and React Query) loads on first use: a route's loader awaits `loadApi()`,
 * and its component sits under `ApiProvider` for the hooks.
 */
export interface RouterContext {
  loadApi: () => Promise<Api>;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Shell,
  notFoundComponent: NotFoundScreen,
});
