import { authorDetailSchema, bookSummarySchema, pagedSchema, type AuthorDetail } from '@starshelf/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookModalContext } from '@/components/book/book-modal-context';
import { aBook, fakeAnswer } from '@/testing/answers';
import { callsTo, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { AuthorBooks } from './author-books';

afterEach(() => vi.unstubAllGlobals());

const books = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => aBook({ id: from + index, slug: `book-${from + index}`, title: `Book ${from + index}` }));

function anAuthor(bookCount: number, first: AuthorDetail['books']): AuthorDetail {
  return authorDetailSchema.parse({
    id: 7, slug: 'prolific', name: 'Prolific Writer', profileImageUrl: null, nativeLanguage: null, gender: null, born: null, died: null,
    averageRating: null, ratingsCount: 0, bookCount, bio: null, books: first,
  });
}

const renderBooks = (author: AuthorDetail) =>
  renderWithProviders(
    <BookModalContext.Provider value={{ openBook: vi.fn(), closeBook: vi.fn() }}>
      <AuthorBooks author={author} />
    </BookModalContext.Provider>,
  );

const cards = () => within(screen.getByRole('region', { name: 'Books by this author' })).getAllByRole('article');

// decision 134: the detail's books are the first page; "Load more" pages through the rest.
describe("an author's books", () => {
  it('show the first page from the detail, the total, and load the rest on request', async () => {
    const fetchMock = stubApi([
      {
        match: /\/api\/authors\/7\/books\?.*page=2/,
        answer: fakeAnswer(pagedSchema(bookSummarySchema), { items: books(25, 6), total: 1234, page: 2, limit: 24, hasMore: true }),
      },
    ]);
    renderBooks(anAuthor(1234, books(1, 24)));
    expect(screen.getByText('1,234 books')).toBeTruthy();
    expect(cards()).toHaveLength(24);
    expect(callsTo(fetchMock, /\/api\/authors\/7\/books/)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(30));
    expect(screen.queryAllByText('Book 30').length).toBeGreaterThan(0);
    expect(callsTo(fetchMock, /\/api\/authors\/7\/books/).map((call) => call.url)).toEqual([expect.stringMatching(/page=2&limit=24/)]);
  });

  it('offers no more when the detail held every book, and says when there are none', () => {
    const { unmount } = renderBooks(anAuthor(3, books(1, 3)));
    expect(cards()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    unmount();
    renderBooks(anAuthor(0, []));
    expect(screen.getByText('0 books')).toBeTruthy();
  });

  it('shows an error with a retry when the next page fails', async () => {
    stubApi([{ match: /\/api\/authors\/7\/books/, status: 500, code: 'INTERNAL' }]);
    renderBooks(anAuthor(30, books(1, 24)));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(cards()).toHaveLength(24);
  });
});
