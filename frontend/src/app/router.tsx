import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { createRoutes } from './routes';

export type AppRouterInstance = ReturnType<typeof createBrowserRouter>;

/**
 * Loads the code of the routes that match `pathname` before the router exists, so its first
 * render is the page itself rather than the loading fallback: that render can then take over a
 * page the server sent prerendered. A chunk that fails here is left to the router, whose own
 * attempt shows the reload offer.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      try {
        const resolved = await route.lazy();
        Object.assign(route, resolved, { lazy: undefined });
      } catch {
        // The router loads it again and handles the failure.
      }
    }),
  );
}

export async function createAppRouter(): Promise<AppRouterInstance> {
  const routes = createRoutes();
  await resolveLazyRoutes(routes, window.location.pathname);
  return createBrowserRouter(routes);
}

export function AppRouter({ router }: { router: AppRouterInstance }) {
  return <RouterProvider router={router} />;
}
