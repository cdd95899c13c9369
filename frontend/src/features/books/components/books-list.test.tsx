import { moodsSchema, pagedSchema, bookSummarySchema } from '@starshelf/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BookModalContext } from '@/components/book/book-modal-context';
import { aBook, fakeAnswer } from '@/testing/answers';
import { callsTo, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { BooksList } from './books-list';

const MOODS = fakeAnswer(moodsSchema, [
  { slug: 'funny', name: 'Funny', bookCount: 412 },
  { slug: 'dark', name: 'Dark', bookCount: 980 },
  { slug: 'short', name: 'Short reads', bookCount: 120 },
]);
const BOOKS = fakeAnswer(pagedSchema(bookSummarySchema), { items: [aBook({ id: 1, slug: 'good-omens-1', title: 'Good Omens' })], total: 1, page: 1, limit: 24, hasMore: false });
const GENRES = [{ id: 4, slug: 'fantasy', name: 'Fantasy' }];

function renderList(path: string) {
  return renderWithProviders(
    <BookModalContext.Provider value={{ openBook: vi.fn(), closeBook: vi.fn() }}>
      <BooksList genres={GENRES} isSignedIn={false} />
    </BookModalContext.Provider>,
    { path },
  );
}

const bookQueries = (fetchMock: ReturnType<typeof stubApi>) => callsTo(fetchMock, /\/api\/books\?/).map(({ url }) => new URL(url, 'http://x').searchParams);
const lastBookQuery = (fetchMock: ReturnType<typeof stubApi>) => bookQueries(fetchMock).at(-1);

describe('the mood filter of the book list', () => {
  it('offers every mood with its book count and asks for the moods in the URL', async () => {
    const fetchMock = stubApi([{ match: /\/api\/moods/, answer: MOODS }, { match: /\/api\/books/, answer: BOOKS }]);
    renderList('/books?mood=funny');
    const funny = await screen.findByRole('button', { name: /Funny/ });
    expect(funny.getAttribute('aria-pressed')).toBe('true');
    expect(await within(funny).findByText('412')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Dark/ }).getAttribute('aria-pressed')).toBe('false');
    await screen.findByRole('heading', { name: 'Good Omens' });
    expect(lastBookQuery(fetchMock)?.get('mood')).toBe('funny');
  });

  it('combines moods with each other and with the other filters, all in the URL', async () => {
    const fetchMock = stubApi([{ match: /\/api\/moods/, answer: MOODS }, { match: /\/api\/books/, answer: BOOKS }]);
    const { router } = renderList('/books?genre=fantasy&minRating=4&sort=rating&mood=funny');
    fireEvent.click(await screen.findByRole('button', { name: /Dark/ }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('mood')).toBe('funny,dark'));
    await waitFor(() => expect(lastBookQuery(fetchMock)?.get('mood')).toBe('funny,dark'));
    const query = lastBookQuery(fetchMock);
    expect([query?.get('genre'), query?.get('minRating'), query?.get('sort')]).toEqual(['fantasy', '4', 'rating']);
  });

  it('clears one mood by pressing it again, and all of them at once, leaving the other filters', async () => {
    stubApi([{ match: /\/api\/moods/, answer: MOODS }, { match: /\/api\/books/, answer: BOOKS }]);
    const { router } = renderList('/books?genre=fantasy&mood=funny,dark');
    const params = () => new URLSearchParams(router.state.location.search);
    fireEvent.click(await screen.findByRole('button', { name: /Funny/ }));
    await waitFor(() => expect(params().get('mood')).toBe('dark'));
    fireEvent.click(screen.getByRole('button', { name: /Short reads/ }));
    await waitFor(() => expect(params().get('mood')).toBe('dark,short'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear moods' }));
    await waitFor(() => expect(params().has('mood')).toBe(false));
    expect(params().get('genre')).toBe('fantasy');
    expect(screen.queryByRole('button', { name: 'Clear moods' })).toBeNull();
  });

  it('drops an unknown mood of an old link instead of sending it', async () => {
    const fetchMock = stubApi([{ match: /\/api\/moods/, answer: MOODS }, { match: /\/api\/books/, answer: BOOKS }]);
    renderList('/books?mood=grumpy,dark');
    await screen.findByRole('heading', { name: 'Good Omens' });
    expect(lastBookQuery(fetchMock)?.get('mood')).toBe('dark');
  });

  it('offers every mood at once, before and without the counts, so nothing moves when they arrive', async () => {
    stubApi([{ match: /\/api\/moods/, code: 'INTERNAL', status: 500 }, { match: /\/api\/books/, answer: BOOKS }]);
    renderList('/books?mood=dark');
    // Straight away: the contract's ten moods, the linked one pressed.
    expect(screen.getAllByRole('button', { pressed: false }).length + screen.getAllByRole('button', { pressed: true }).length).toBeGreaterThanOrEqual(10);
    expect(screen.getByRole('button', { name: /Dark/ }).getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByRole('heading', { name: 'Good Omens' })).toBeTruthy();
    // The counts could not be loaded: the chips stay, without numbers, and still filter.
    expect(screen.getByRole('button', { name: 'Funny' })).toBeTruthy();
  });

  it('shows no mood filter when there are no moods', async () => {
    stubApi([{ match: /\/api\/moods/, answer: fakeAnswer(moodsSchema, []) }, { match: /\/api\/books/, answer: BOOKS }]);
    renderList('/books');
    await screen.findByRole('heading', { name: 'Good Omens' });
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Mood' })).toBeNull());
  });
});
