import { render, screen } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPage, PRELOAD_ERROR_EVENT } from './lazy-page';
import { RouteError } from './layout/route-error';
import { resolveLazyRoutes } from './router';

const Books = () => <h1>Books page</h1>;
const Authors = () => <h1>Authors page</h1>;
let removeListener: (() => void) | undefined;

afterEach(() => removeListener?.());

function countPreloadErrors(): { count: number } {
  const seen = { count: 0 };
  const listener = () => { seen.count += 1; };
  window.addEventListener(PRELOAD_ERROR_EVENT, listener);
  removeListener = () => window.removeEventListener(PRELOAD_ERROR_EVENT, listener);
  return seen;
}

describe('resolveLazyRoutes', () => {
  it('loads the code of the matching page only, so the router starts with it', async () => {
    let authorsLoads = 0;
    const routes: RouteObject[] = [
      { path: '/books', lazy: lazyPage(async () => Books) },
      { path: '/authors', lazy: lazyPage(async () => { authorsLoads += 1; return Authors; }) },
    ];
    await resolveLazyRoutes(routes, '/books');
    expect(routes[0]?.lazy).toBeUndefined();
    expect(routes[0]?.Component).toBe(Books);
    expect(routes[1]?.lazy).toBeTypeOf('function');
    expect(authorsLoads).toBe(0);
  });

  it('hands a failed chunk to the router, which offers the reload, with one preload-error event', async () => {
    const errors = countPreloadErrors();
    let attempts = 0;
    const routes: RouteObject[] = [{
      path: '/',
      errorElement: <RouteError />,
      children: [{
        path: 'books',
        lazy: lazyPage(() => { attempts += 1; return Promise.reject(new TypeError('Failed to fetch dynamically imported module')); }),
      }],
    }];
    await resolveLazyRoutes(routes, '/books');
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/books'] })} />);
    expect(await screen.findByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(screen.getByText(/new version of the site/)).toBeTruthy();
    expect(attempts).toBe(1);
    expect(errors.count).toBe(1);
  });
});
