import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { createRoutes } from './routes';

export type AppRouterInstance = ReturnType<typeof createBrowserRouter>;

/**
 * Loads the code of the routes that match `pathname` before the router exists, so its first
 * render is the page itself rather than the loading fallback: that render can then take over a
 * page the server sent prerendered. A chunk that fails here (the preload-error event has fired)
 * is handed to the router as that same failure, so its error element offers the reload without
 * a second download attempt or a second event.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      try {
        Object.assign(route, await route.lazy(), { lazy: undefined });
      } catch (error) {
        route.lazy = () => Promise.reject(error);
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
