import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acceptedSchema, currentUserSchema, homeDataSchema, modalDataSchema } from '@starshelf/contract';
import { aBook, aMember, fakeAnswer } from '@/testing/answers';
import { stubApi } from '@/testing/fetch-stub';
import { AppProvider } from './provider';
import { AppRoutes, createRoutes, isRedirectRoute, preloadMatchedPages } from './routes';

/** Where the router is now, as the reader's address bar would show it. */
const current = { pathname: '' };

function LocationProbe() {
  const { pathname } = useLocation();
  useEffect(() => { current.pathname = pathname; }, [pathname]);
  return null;
}

function appAt(path: string, routes = createRoutes()) {
  return (
    <AppProvider>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe />
        <AppRoutes routes={routes} />
      </MemoryRouter>
    </AppProvider>
  );
}

/** Renders the app at `path`; its page's code arrives as React's async work, hence the awaited act. */
async function renderAt(path: string) {
  await act(async () => { render(appAt(path)); });
  return { state: { location: current } };
}

const book = aBook({
  id: 7, slug: 'dune-7', title: 'Dune', publicationYear: 1965, averageRating: 4.3, ratingsCount: 12,
  authors: [{ id: 1, slug: 'frank-herbert', name: 'Frank Herbert' }], genres: [{ id: 2, slug: 'science-fiction', name: 'Science Fiction' }],
});
const home = fakeAnswer(homeDataSchema, { hero: null, featuredBooks: [book], featuredAuthors: [], popularSeries: [], genres: [] });
const modalData = fakeAnswer(modalDataSchema, {
  book: {
    ...book, authors: [{ ...book.authors[0]!, bio: null, profileImageUrl: null }], description: 'A **desert** planet.', publisher: 'Chilton',
    pages: 412, series: null, seriesPosition: null, allSeries: [], awards: [], editions: [], moods: [], originalTitle: null,
  },
  ratings: { average: 4.3, count: 12, reviews: [] },
  isInReadingList: false, readingStatus: null, userRating: null,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('preloadMatchedPages', () => {
  it('makes the first render the page itself, not the page loader', async () => {
    stubApi([{ match: /\/api\/auth\/user/, status: 401 }]);
    const routes = createRoutes();
    await preloadMatchedPages(routes, '/datenschutz');
    // The render is checked synchronously, before the lazy parts around the page (the user menu)
    // have their code: React warns that they suspended outside an awaited act, which is the point.
    vi.mocked(console.error).mockImplementation(() => undefined);
    render(appAt('/datenschutz', routes));
    expect(screen.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeTruthy();
    await act(async () => undefined);
  });

  it('marks the redirects and the catch-all, which the server does not render as pages', () => {
    const [layout] = createRoutes();
    const children = layout?.children ?? [];
    const redirects = children.filter(isRedirectRoute).map((route) => route.path);
    expect(redirects).toEqual(['/home', '/start', '/privacy', '/imprint', '/contact', '/terms', '*']);
    expect(children.find((route) => route.path === '/books/:slug')).toSatisfy((route) => !isRedirectRoute(route!));
  });
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
    stubApi([{ match: /\/api\/home/, answer: home }, { match: /\/api\/auth\/user/, status: 401 }]);
    const router = await renderAt(from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
    await screen.findByRole('navigation', { name: 'Main navigation' });
  });

  it('keeps known routes such as /books/add, where an anonymous visitor is told to log in', async () => {
    stubApi([{ match: /\/api\/auth\/user/, status: 401 }]);
    const router = await renderAt('/books/add');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeTruthy();
    expect(screen.getByText('You must be logged in to view this page.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/books/add');
  });

  it('keeps /settings for members: an anonymous visitor is told to log in', async () => {
    stubApi([{ match: /\/api\/auth\/user/, status: 401 }]);
    const router = await renderAt('/settings');
    expect(await screen.findByRole('heading', { name: 'Access denied' }, { timeout: 4000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it.each(['/forgot-password', '/reset-password', '/confirm-email', '/undo-email-change'])('keeps %s (no redirect to the start page)', async (path) => {
    stubApi([{ match: /\/api\/auth\/user/, status: 401 }]);
    const router = await renderAt(path);
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 4000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each(['/admin/users', '/admin/moderation', '/admin/audit'])('shows the access-denied page of docs/rules.md §6 to a normal member on %s', async (path) => {
    stubApi([{ match: /\/api\/auth\/user/, answer: fakeAnswer(currentUserSchema, aMember()) }]);
    await renderAt(path);
    expect(await screen.findByRole('heading', { name: 'Access denied' }, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText('You do not have the required permissions.')).toBeTruthy();
    expect(screen.getByText('This page is for administrators only.')).toBeTruthy();
  });

  it('shows the hero, featured books, the chatbot sign-in prompt and a Log In button to anonymous readers', async () => {
    stubApi([{ match: /\/api\/home/, answer: home }, { match: /\/api\/auth\/user/, status: 401 }]);
    await renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your shelf for science fiction and fantasy' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Featured books' })).toBeTruthy();
    expect(await screen.findByText('Sign in to get personal recommendations from our chatbot.', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Log In' }).length).toBeGreaterThan(0);
    expect(screen.getByText(`© ${new Date().getFullYear()} Starshelf. All rights reserved.`)).toBeTruthy();
  });

  it('shows the error state when the start page cannot be loaded', async () => {
    stubApi([{ match: /\/api\/auth\/user/, status: 401 }, { match: /\/api\/home/, status: 500 }]);
    await renderAt('/');
    expect(await screen.findByText('The start page could not be loaded.')).toBeTruthy();
  });

  it('opens the book modal from a card and records modal_open', async () => {
    const fetchMock = stubApi([
      { match: /\/api\/home/, answer: home },
      { match: /\/api\/auth\/user/, status: 401 },
      { match: /\/api\/books\/7\/modal-data/, answer: modalData },
      { match: /\/api\/analytics\/event/, answer: fakeAnswer(acceptedSchema, { accepted: true }) },
    ]);
    await renderAt('/');
    fireEvent.click(await screen.findByRole('link', { name: 'Dune' }));
    // The modal is its own chunk; its first import in jsdom can take longer than the default second.
    expect(await screen.findByRole('heading', { name: 'Dune', level: 2 }, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText('desert')).toBeTruthy();
    expect(screen.getByText('No reviews yet. Be the first to write one.')).toBeTruthy();
    expect(screen.getByText('Sign in to add this book to your reading list or rate it.')).toBeTruthy();
    const event = fetchMock.mock.calls.find(([url]) => String(url) === '/api/analytics/event');
    expect(JSON.parse(String(event?.[1]?.body))).toMatchObject({ eventType: 'modal_open', entityType: 'book', entityId: '7' });
  });
});
