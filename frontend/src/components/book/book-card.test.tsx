import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readingListQueryOptions } from '@/lib/api/community';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { currentUserSchema, pagedSchema, readingListItemSchema, type ReadingStatus } from '@starshelf/contract';
import { aBook, aMember, fakeAnswer } from '@/testing/answers';
import { callsTo, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { BookCard, BookGrid } from './book-card';
import { BookModalContext } from './book-modal-context';

function renderCard(coverImage: string | null, openBook = vi.fn()) {
  stubApi([{ match: /\/api\/auth\/user/, code: 'UNAUTHENTICATED', status: 401 }]);
  const book = aBook({ id: 7, coverImage, authors: [{ id: 1, slug: 'frank-herbert', name: 'Frank Herbert' }] });
  return renderWithProviders(
    <BookModalContext.Provider value={{ openBook, closeBook: vi.fn() }}>
      <BookCard book={book} />
    </BookModalContext.Provider>,
  );
}

// The browser check is axe's label-content-name-mismatch (experimental) in e2e/specs/accessibility.spec.ts;
// jsdom has no layout, so here the structure that rule depends on is checked.
describe('the book card', () => {
  it('is a link to the book\'s page named by exactly its visible title, inside the card heading (WCAG 2.5.3)', async () => {
    renderCard(null);
    const button = await screen.findByRole('link', { name: 'Dune' });
    expect(button.textContent).toBe('Dune');
    expect(button.getAttribute('href')).toBe('/books/dune-1');
    expect(button.closest('h3')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Dune' })).toBeTruthy();
  });

  it('keeps the generated cover, whose printed title and author would change the visible label, outside the button', async () => {
    renderCard(null);
    const button = await screen.findByRole('link', { name: 'Dune' });
    const cover = screen.getByTestId('generated-cover');
    expect(button.contains(cover)).toBe(false);
    expect(cover.closest('[aria-hidden="true"]')).toBeTruthy();
  });

  it('describes the book by its author and says that it opens a dialog', async () => {
    renderCard('https://covers.example/dune.jpg');
    const button = await screen.findByRole('link', { name: 'Dune' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Frank Herbert');
    expect(screen.queryByRole('img', { name: 'Dune' })).toBeNull();
  });

  it('opens the book modal when the title is activated', async () => {
    const openBook = vi.fn();
    const { container } = renderCard(null, openBook);
    const plainClick = fireEvent.click(await screen.findByRole('link', { name: 'Dune' }));
    expect(openBook).toHaveBeenCalledWith(7);
    // The modal replaces the link's navigation (fireEvent answers false when the default was prevented).
    expect(plainClick).toBe(false);
    // The button's ::after box covers the whole card (the cover included): the card is its containing block.
    expect(within(container).getByRole('article').className).toContain('relative');
    expect(screen.getByRole('link', { name: 'Dune' }).className).toContain('after:absolute');
  });

  it('leaves a click that asks for a new tab to the link itself', async () => {
    const openBook = vi.fn();
    renderCard(null, openBook);
    const link = await screen.findByRole('link', { name: 'Dune' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { metaKey: true })).toBe(true);
    expect(openBook).not.toHaveBeenCalled();
  });
});

/** GET /api/reading-list holding one book. */
const listHolding = (bookId: number, status: ReadingStatus) =>
  fakeAnswer(pagedSchema(readingListItemSchema), {
    items: [{ bookId, status, addedAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', book: null }],
    total: 1,
    page: 1,
    limit: 500,
    hasMore: false,
  });
const signedIn = { match: /\/api\/auth\/user/, answer: fakeAnswer(currentUserSchema, aMember()) };

describe('the cards of a grid', () => {
  const books = [aBook({ id: 1, slug: 'dune-1', title: 'Dune' }), aBook({ id: 2, slug: 'emma-2', title: 'Emma' }), aBook({ id: 3, slug: 'kindred-3', title: 'Kindred' })];

  function renderGrid(isSignedIn: boolean) {
    const fetchMock = stubApi([
      isSignedIn ? signedIn : { match: /\/api\/auth\/user/, code: 'UNAUTHENTICATED', status: 401 },
      { match: /\/api\/reading-list/, answer: listHolding(2, 'reading') },
    ]);
    const queryClient = createQueryClient();
    renderWithProviders(
      <BookModalContext.Provider value={{ openBook: vi.fn(), closeBook: vi.fn() }}>
        <BookGrid books={books} />
      </BookModalContext.Provider>,
      { queryClient },
    );
    return { fetchMock, queryClient };
  }

  it("show a signed-in member each book's own status, read once for the whole grid", async () => {
    const { fetchMock, queryClient } = renderGrid(true);
    const status = await screen.findByRole('combobox', { name: i18n.t('readingList.statusLabel') });
    expect((status as HTMLSelectElement).value).toBe('reading');
    expect(within(screen.getAllByRole('article')[1] as HTMLElement).getByRole('combobox')).toBe(status);
    // The other two offer "add", and only the second book has a status.
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
    expect(callsTo(fetchMock, /\/api\/reading-list/)).toHaveLength(1);
    // One observer of the member's list for the grid, not one per card.
    expect(queryClient.getQueryCache().findAll({ queryKey: readingListQueryOptions().queryKey, exact: true })[0]?.getObserversCount()).toBe(1);
  });

  it('show an anonymous reader no reading-list control and ask for no list', async () => {
    const { fetchMock } = renderGrid(false);
    await screen.findByRole('link', { name: 'Kindred' });
    await waitFor(() => expect(callsTo(fetchMock, /\/api\/auth\/user/).length).toBeGreaterThan(0));
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(callsTo(fetchMock, /\/api\/reading-list/)).toHaveLength(0);
  });

  it('read the status for a card on its own too', async () => {
    stubApi([
      signedIn,
      { match: /\/api\/reading-list/, answer: listHolding(7, 'read') },
    ]);
    renderWithProviders(
      <BookModalContext.Provider value={{ openBook: vi.fn(), closeBook: vi.fn() }}>
        <BookCard book={aBook({ id: 7 })} />
      </BookModalContext.Provider>,
    );
    expect(((await screen.findByRole('combobox')) as HTMLSelectElement).value).toBe('read');
  });
});
