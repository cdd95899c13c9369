import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes, createRoutes, preloadMatchedPages } from '@/app/routes';

/**
 * The app's routes at `url` in a memory router, with the matched page's code loaded first, as
 * main.tsx loads it before hydrating.
 */
export async function appRoutesAt(url: string): Promise<ReactElement> {
  const routes = createRoutes();
  await preloadMatchedPages(routes, new URL(url, 'http://localhost').pathname);
  return (
    <MemoryRouter initialEntries={[url]}>
      <AppRoutes routes={routes} />
    </MemoryRouter>
  );
}
