import {
  currentUserSchema, pagedSchema, ratingSavedSchema, readingListEntrySchema, readingListItemSchema, recommendationsSchema, type Recommendations,
} from '@starshelf/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BookModalContext } from '@/components/book/book-modal-context';
import { RatingReviewForm } from '@/components/rating/rating-review-form';
import { aBook, aMember, fakeAnswer } from '@/testing/answers';
import { callsTo, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { ForYouRow } from './for-you-row';

const RECOMMENDATIONS = /\/api\/recommendations/;
type Route = Parameters<typeof stubApi>[0][number];

const member = fakeAnswer(currentUserSchema, aMember());
const emptyList = fakeAnswer(pagedSchema(readingListItemSchema), { items: [], total: 0, page: 1, limit: 100, hasMore: false });
const picks = (basis: Recommendations['basis']) => fakeAnswer(recommendationsSchema, {
  basis,
  items: [
    { book: aBook({ id: 11, slug: 'hyperion-11', title: 'Hyperion' }), reason: 'Readers who rated Dune 5★ rated this 4.4 on average' },
    { book: aBook({ id: 12, slug: 'the-dispossessed-12', title: 'The Dispossessed' }), reason: 'Won the Hugo and the Nebula in 1975' },
  ],
});

const ratingSaved = fakeAnswer(ratingSavedSchema, {
  rating: { itemId: 7, userId: aMember().id, rating: 5, review: null, hidden: false, hiddenReason: null, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' },
  averageRating: 5,
  ratingsCount: 1,
});

/** A signed-in member with an empty reading list; `recommendations` answers the row's call. */
function signedIn(recommendations: Route) {
  return stubApi([
    { match: /\/api\/books\/7\/ratings/, method: 'POST', answer: ratingSaved },
    { match: /\/api\/auth\/user/, answer: member },
    { match: /\/api\/reading-list$/, method: 'POST', status: 201, answer: fakeAnswer(readingListEntrySchema, { bookId: 11, status: 'to_read', addedAt: '2026-11-26T10:00:00Z', updatedAt: '2026-11-26T10:00:00Z' }) },
    { match: /\/api\/reading-list/, answer: emptyList },
    recommendations,
  ]);
}

function renderRow(extra?: ReactNode) {
  return renderWithProviders(
    <BookModalContext.Provider value={{ openBook: vi.fn(), closeBook: vi.fn() }}>
      <ForYouRow />
      {extra}
    </BookModalContext.Provider>,
  );
}

describe('ForYouRow', () => {
  it('shows the member\'s picks as book cards, each with its reason', async () => {
    const fetchMock = signedIn({ match: RECOMMENDATIONS, answer: picks('personal') });
    renderRow();
    expect(await screen.findByRole('heading', { name: 'For you' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hyperion' })).toBeTruthy();
    expect(screen.getByText('Readers who rated Dune 5★ rated this 4.4 on average')).toBeTruthy();
    expect(screen.getByText('Won the Hugo and the Nebula in 1975')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Find books to rate/ })).toBeNull();
    expect(callsTo(fetchMock, RECOMMENDATIONS)[0]?.url).toBe('/api/recommendations?limit=12&locale=en');
  });

  it('offers popular picks to a member without ratings and asks for a few favourites', async () => {
    signedIn({ match: RECOMMENDATIONS, answer: picks('popular') });
    renderRow();
    expect(await screen.findByRole('heading', { name: 'Popular picks to start with' })).toBeTruthy();
    expect(screen.getByText(/Rate a few favourites/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Find books to rate/ }).getAttribute('href')).toBe('/books?sort=rating');
  });

  it('holds its place with a skeleton while the picks load', async () => {
    const fetchMock = signedIn({ match: RECOMMENDATIONS, answer: picks('personal') });
    // The picks' answer waits until the skeleton has been seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    const answerNow = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (RECOMMENDATIONS.test(String(input))) await held;
      if (!answerNow) throw new Error('the stub has no answers');
      return answerNow(input, init);
    });
    renderRow();
    expect(await screen.findByRole('status', { name: 'Loading your picks...' })).toBeTruthy();
    release();
    expect(await screen.findByRole('heading', { name: 'For you' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading your picks...' })).toBeNull();
  });

  it('sends no call and shows nothing to an anonymous reader', async () => {
    const fetchMock = stubApi([{ match: /\/api\/auth\/user/, status: 401 }, { match: RECOMMENDATIONS, answer: picks('personal') }]);
    const { container } = renderRow();
    await waitFor(() => expect(callsTo(fetchMock, /\/api\/auth\/user/).length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(fetchMock, RECOMMENDATIONS)).toHaveLength(0);
    expect(container.textContent).toBe('');
  });

  it('is hidden when the call fails', async () => {
    const fetchMock = signedIn({ match: RECOMMENDATIONS, code: 'INTERNAL', status: 500 });
    const { container } = renderRow();
    await waitFor(() => expect(callsTo(fetchMock, RECOMMENDATIONS).length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('asks again once the member adds a pick to the reading list', async () => {
    const fetchMock = signedIn({ match: RECOMMENDATIONS, answer: picks('personal') });
    renderRow();
    await screen.findByRole('heading', { name: 'For you' });
    const adds = await screen.findAllByRole('button', { name: '+ Add to reading list' });
    fireEvent.click(adds[0]!);
    await waitFor(() => expect(callsTo(fetchMock, RECOMMENDATIONS)).toHaveLength(2));
    expect(callsTo(fetchMock, /\/api\/reading-list$/, 'POST')[0]?.body).toEqual({ bookId: 11, status: 'to_read' });
  });

  it('asks again once the member rates a book', async () => {
    const fetchMock = signedIn({ match: RECOMMENDATIONS, answer: picks('personal') });
    renderRow(<RatingReviewForm kind="books" itemId={7} />);
    await screen.findByRole('heading', { name: 'For you' });
    fireEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Your rating has been saved.', { exact: false });
    await waitFor(() => expect(callsTo(fetchMock, RECOMMENDATIONS)).toHaveLength(2));
  });
});
