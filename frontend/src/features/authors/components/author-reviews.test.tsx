import { pagedSchema, reviewSchema } from '@starshelf/contract';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAnswer } from '@/testing/answers';
import { callsTo, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { AuthorReviews } from './author-reviews';

afterEach(() => vi.unstubAllGlobals());

describe("an author's reviews", () => {
  it('load when the reader asks for them, and say when there are none', async () => {
    const userId = '00000000-0000-4000-8000-000000000002';
    const fetchMock = stubApi([
      { match: /\/api\/auth\/user$/, status: 401, code: 'UNAUTHENTICATED' },
      {
        match: /\/api\/authors\/3\/reviews/,
        answer: fakeAnswer(pagedSchema(reviewSchema), {
          items: [{ itemId: 3, userId, rating: 5, review: 'A master of the form', createdAt: '2026-12-01T10:00:00.000Z', updatedAt: '2026-12-01T10:00:00.000Z', user: { id: userId, displayName: 'Ada', profileImageUrl: null } }],
          total: 1, page: 1, limit: 10, hasMore: false,
        }),
      },
    ]);
    renderWithProviders(<AuthorReviews authorId={3} />);
    expect(callsTo(fetchMock, /\/api\/authors\/3\/reviews/)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: "Show readers' reviews" }));
    expect(await screen.findByText('A master of the form')).toBeTruthy();
  });

  it('says when the author has no reviews yet', async () => {
    stubApi([{ match: /\/api\/authors\/4\/reviews/, answer: fakeAnswer(pagedSchema(reviewSchema), { items: [], total: 0, page: 1, limit: 10, hasMore: false }) }]);
    renderWithProviders(<AuthorReviews authorId={4} />);
    fireEvent.click(screen.getByRole('button', { name: "Show readers' reviews" }));
    expect(await screen.findByText('No reviews of this author yet.')).toBeTruthy();
  });
});
