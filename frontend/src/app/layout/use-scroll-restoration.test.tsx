import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollRestoration } from './use-scroll-restoration';

/** The page's way to navigate, handed out to the test once it has rendered. */
const router: { navigate: ReturnType<typeof useNavigate> } = { navigate: () => undefined };
const navigate = (to: string | number) => (typeof to === 'number' ? router.navigate(to) : router.navigate(to));

function Page() {
  useScrollRestoration();
  const pageNavigate = useNavigate();
  useEffect(() => { router.navigate = pageNavigate; }, [pageNavigate]);
  return null;
}

/**
 * A router whose current entry is not the document's first: every test has its own entry keys
 * (positions are kept per document, and this test file is one).
 */
function renderPage() {
  render(<MemoryRouter initialEntries={['/', '/books']} initialIndex={1}><Page /></MemoryRouter>);
}

/** The reader scrolls the page to `y` (jsdom has no layout, so the position is set by hand). */
function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  scrollTo = vi.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('useScrollRestoration', () => {
  it('starts a new page at the top and returns to the position of an entry on Back', async () => {
    renderPage();
    scrollPageTo(1800);
    await act(async () => navigate('/books/dune-7'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollPageTo(300);
    await act(async () => navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1800);
    await act(async () => navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
  });

  it('waits for a page that is still too short, and keeps the reader\'s position meanwhile', async () => {
    // A page as tall as `pageBottom` allows: scrolling further stops there, as in a browser.
    let pageBottom = 500;
    scrollTo.mockImplementation((_x: number, y: number) => scrollPageTo(Math.min(y, pageBottom)));
    let grow: () => void = () => undefined;
    const original = window.ResizeObserver;
    window.ResizeObserver = class {
      constructor(callback: () => void) { grow = callback; }
      observe() {}
      unobserve() {}
      disconnect() { grow = () => undefined; }
    } as unknown as typeof ResizeObserver;
    try {
      renderPage();
      pageBottom = 5000;
      scrollPageTo(1800);
      await act(async () => navigate('/books/dune-7'));
      pageBottom = 500;
      await act(async () => navigate(-1));
      // The list's cards are not there yet: the page stops at 500, which is not the reader's position.
      expect(window.scrollY).toBe(500);
      pageBottom = 5000;
      grow();
      expect(window.scrollY).toBe(1800);
      await act(async () => navigate(1));
      await act(async () => navigate(-1));
      expect(scrollTo).toHaveBeenLastCalledWith(0, 1800);
    } finally {
      window.ResizeObserver = original;
    }
  });

  it('leaves the first entry where the browser put it and switches the browser\'s own restoration off', () => {
    renderPage();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(window.history.scrollRestoration).toBe('manual');
  });

  it('scrolls to the fragment of a link to a part of a page', async () => {
    const target = document.createElement('h2');
    target.id = 'reviews';
    target.scrollIntoView = vi.fn();
    document.body.append(target);
    renderPage();
    await act(async () => navigate('/books/dune-7#reviews'));
    expect(target.scrollIntoView).toHaveBeenCalledOnce();
    expect(scrollTo).not.toHaveBeenCalled();
    target.remove();
  });

  it('keeps the positions across a reload of the document (pagehide), but not of its first entry', async () => {
    const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/books'] });
    render(<RouterProvider router={router} />);
    scrollPageTo(500);
    await act(async () => router.navigate('/authors'));
    scrollPageTo(900);
    window.dispatchEvent(new Event('pagehide'));
    const stored = JSON.parse(sessionStorage.getItem('starshelf.scroll-positions') ?? '[]') as Array<[string, number]>;
    expect(stored).toContainEqual([router.state.location.key, 900]);
    // Another document opened by a link in this tab starts on an entry of the same key.
    expect(stored.map(([key]) => key)).not.toContain('default');
  });

  it('keeps a position the browser has not reported yet when the page is left at once', async () => {
    const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/books'] });
    render(<RouterProvider router={router} />);
    await act(async () => router.navigate('/series'));
    scrollPageTo(200);
    // Scrolled to 700, and reloaded before the browser's scroll event (it comes with the next frame).
    Object.defineProperty(window, 'scrollY', { value: 700, configurable: true });
    window.dispatchEvent(new Event('pagehide'));
    const stored = JSON.parse(sessionStorage.getItem('starshelf.scroll-positions') ?? '[]') as Array<[string, number]>;
    expect(stored).toContainEqual([router.state.location.key, 700]);
  });
});
