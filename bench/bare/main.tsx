// The baseline of bench/initialJs.bench.ts: the least a React + TanStack Router page ships.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createRootRoute, createRoute, createRouter, Link, Outlet, RouterProvider } from '@tanstack/react-router';

const rootRoute = createRootRoute({
  component: () => (
    <>
      <Link to="/">Home</Link>
      <Outlet />
    </>
  ),
});
const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <h1>Hello</h1> });
const router = createRouter({ routeTree: rootRoute.addChildren([home]) });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
