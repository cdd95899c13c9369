import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BookModalContext } from '@/components/book/book-modal-context';
import { ownReviewSchema, pagedSchema, profileSchema, readingListItemSchema, type OwnReview, type ReadingListItem } from '@starshelf/contract';
import { aBook, aMember, fakeAnswer } from '@/testing/answers';
import { stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { ProfilePage } from './profile-page';

const user = aMember({ lastName: 'Lovelace', displayName: 'Ada Lovelace' });
const book = (id: number, title: string) => aBook({ id, slug: `b-${id}`, title, publicationYear: 2000, authors: [{ id: 1, slug: 'a', name: 'Author' }] });
const profile = fakeAnswer(profileSchema, { user, bio: 'I like *maps*.', lastLoginAt: '2026-11-20T10:00:00Z', createdAt: '2025-03-02T10:00:00Z', counts: { readingList: 2, reviews: 0 } });
const onePage = <T,>(items: T[]) => ({ items, total: items.length, page: 1, limit: 100, hasMore: false });
const STAMPS = { addedAt: '2026-11-01T10:00:00Z', updatedAt: '2026-11-01T10:00:00Z' };
const readingList = (items: ReadingListItem[]) => fakeAnswer(pagedSchema(readingListItemSchema), onePage(items));
const ownReviews = (items: OwnReview[]) => fakeAnswer(pagedSchema(ownReviewSchema), onePage(items));

function renderProfile(tab: 'reading' | 'reviews') {
  return renderWithProviders(
    <BookModalContext.Provider value={{ openBook: vi.fn(), closeBook: vi.fn() }}>
      <ProfilePage tab={tab} />
    </BookModalContext.Provider>,
  );
}

describe('ProfilePage', () => {
  it('shows the dates, the counts and the reading list grouped by status', async () => {
    stubApi([
      { match: /\/api\/profile$/, answer: profile },
      { match: /\/api\/reading-list/, answer: readingList([{ bookId: 1, status: 'reading', ...STAMPS, book: book(1, 'Dune') }, { bookId: 2, status: 'read', ...STAMPS, book: book(2, 'Emma') }]) },
    ]);
    renderProfile('reading');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeTruthy();
    expect(screen.getByText('November 20, 2026')).toBeTruthy();
    expect(screen.getByText('March 2, 2025')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Reading (1)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Read (1)' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /To read/ })).toBeNull();
  });

  it('edits the bio in markdown with a preview and saves it', async () => {
    const fetchMock = stubApi([
      { match: /\/api\/profile$/, answer: profile },
      { match: /\/api\/profile\/reviews/, answer: ownReviews([]) },
    ]);
    renderProfile('reviews');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit bio' }));
    fireEvent.change(screen.getByLabelText('About me'), { target: { value: 'Now **bold**' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.getByTestId('bio-preview').querySelector('strong')?.textContent).toBe('bold');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ bio: 'Now **bold**' });
    expect(await screen.findByText('You have not written any reviews yet.')).toBeTruthy();
  });

  it('lists the member\'s book and author ratings with links to what was rated', async () => {
    const review = (kind: 'book' | 'author', itemId: number, name: string, rating: number, text: string | null): OwnReview => ({
      kind,
      itemId,
      rating,
      review: text,
      hidden: false,
      hiddenReason: null,
      createdAt: '2026-11-01T10:00:00Z',
      updatedAt: '2026-11-02T10:00:00Z',
      item: { id: itemId, slug: `${kind}-${itemId}`, name, image: null },
    });
    stubApi([
      { match: /\/api\/profile$/, answer: profile },
      { match: /\/api\/profile\/reviews/, answer: ownReviews([review('book', 7, 'Dune', 5, 'Spice.'), review('author', 3, 'Ursula K. Le Guin', 4, null)]) },
    ]);
    renderProfile('reviews');
    const book = await screen.findByRole('link', { name: 'Dune' });
    expect(book.getAttribute('href')).toContain('/books/book-7');
    expect(screen.getByRole('link', { name: 'Ursula K. Le Guin' }).getAttribute('href')).toContain('/authors/author-3');
    expect(screen.getByText('Spice.')).toBeTruthy();
  });
});
