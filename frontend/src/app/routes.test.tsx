import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from './provider';
import { createRoutes } from './routes';

function renderAt(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

function stubHealth(response: Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn<typeof fetch>(() => response));
}

const healthy = () =>
  Promise.resolve(new Response(JSON.stringify({ success: true, data: { status: 'ok' } }), { status: 200 }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('routes', () => {
  it.each([
    ['/home', '/'],
    ['/start', '/'],
    ['/privacy', '/datenschutz'],
    ['/imprint', '/impressum'],
    ['/contact', '/kontakt'],
    ['/terms', '/nutzungsbedingungen'],
    ['/no/such/page', '/'],
  ])('redirects %s to %s', async (from, to) => {
    stubHealth(healthy());
    const router = renderAt(from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
    await screen.findByRole('navigation', { name: 'Main navigation' });
  });

  it('keeps known routes such as /books/add and a book slug', async () => {
    const router = renderAt('/books/add');
    expect(await screen.findByRole('heading', { name: 'Coming soon' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/books/add');
    await router.navigate('/books/dune-42?tab=reviews');
    expect(router.state.location.pathname).toBe('/books/dune-42');
  });

  it('shows the hero and a healthy service status on the start page', async () => {
    stubHealth(healthy());
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Starshelf' })).toBeTruthy();
    expect(await screen.findByText('All systems operational')).toBeTruthy();
    for (const name of ['Books', 'Authors', 'Series', 'Genres', 'Awards']) {
      expect(screen.getAllByRole('link', { name }).length).toBeGreaterThan(0);
    }
    expect(screen.getByText(`© ${new Date().getFullYear()} Starshelf. All rights reserved.`)).toBeTruthy();
  });

  it('shows the error state when the health call fails', async () => {
    stubHealth(
      Promise.resolve(
        new Response(JSON.stringify({ success: false, error: { code: 'INTERNAL', message: 'down' } }), { status: 503 }),
      ),
    );
    renderAt('/');
    expect(await screen.findByText('The service is unavailable right now.')).toBeTruthy();
  });
});
