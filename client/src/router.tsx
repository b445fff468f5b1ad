import { createRouter } from '@tanstack/react-router';
import type { RouterContext } from './routes/root';
import { routeTree } from './routes/routeTree';
import { NotFoundScreen } from './routes/notFound';

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFoundScreen,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
