import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BookModalContext } from '@/components/book/book-modal-context';
import { stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { ProfilePage } from './profile-page';

const user = { id: 1, role: 'NORMAL_USER', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org', profileImageUrl: null, displayName: 'Ada Lovelace' };
const book = (id: number, title: string) => ({ id, slug: `b-${id}`, title, coverImage: null, publicationYear: 2000, averageRating: null, ratingsCount: 0, authors: [{ id: 1, slug: 'a', name: 'Author' }], genres: [] });
const profile = { user, bio: 'I like *maps*.', lastLoginAt: '2026-11-20T10:00:00Z', createdAt: '2025-03-02T10:00:00Z', counts: { readingList: 2, reviews: 0 } };

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
      { match: /\/api\/profile$/, data: profile },
      { match: /\/api\/reading-list/, data: { items: [{ bookId: 1, status: 'reading', book: book(1, 'Dune') }, { bookId: 2, status: 'read', book: book(2, 'Emma') }], total: 2, page: 1, limit: 100, hasMore: false } },
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
      { match: /\/api\/profile$/, data: profile },
      { match: /\/api\/profile\/reviews/, data: { items: [], total: 0, page: 1, limit: 100, hasMore: false } },
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
    const review = (kind: 'book' | 'author', itemId: number, name: string, rating: number, text: string | null) => ({
      kind,
      itemId,
      rating,
      review: text,
      createdAt: '2026-11-01T10:00:00Z',
      updatedAt: '2026-11-02T10:00:00Z',
      item: { id: itemId, slug: `${kind}-${itemId}`, name, image: null },
    });
    stubApi([
      { match: /\/api\/profile$/, data: profile },
      { match: /\/api\/profile\/reviews/, data: { items: [review('book', 7, 'Dune', 5, 'Spice.'), review('author', 3, 'Ursula K. Le Guin', 4, null)], total: 2, page: 1, limit: 100, hasMore: false } },
    ]);
    renderProfile('reviews');
    const book = await screen.findByRole('link', { name: 'Dune' });
    expect(book.getAttribute('href')).toContain('/books/book-7');
    expect(screen.getByRole('link', { name: 'Ursula K. Le Guin' }).getAttribute('href')).toContain('/authors/author-3');
    expect(screen.getByText('Spice.')).toBeTruthy();
  });
});
