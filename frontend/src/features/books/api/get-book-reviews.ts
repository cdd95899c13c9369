import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { withQuery } from '@/config/paths';
import type { Paged, Review } from '@starshelf/contract';
import { api } from '@/lib/api/client';
import { nextPageParam } from '@/lib/api/infinite';

const REVIEW_PAGE_SIZE = 10;

export const bookReviewKeys = {
  all: ['book-reviews'] as const,
  list: (bookId: number) => [...bookReviewKeys.all, bookId] as const,
};

export function bookReviewsOptions(bookId: number) {
  return infiniteQueryOptions({
    queryKey: bookReviewKeys.list(bookId),
    queryFn: ({ pageParam, signal }) =>
      api.get<Paged<Review>>(withQuery(`/api/books/${bookId}/reviews`, { page: pageParam, limit: REVIEW_PAGE_SIZE }), { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}

export function useBookReviews(bookId: number, isEnabled: boolean) {
  return useInfiniteQuery({ ...bookReviewsOptions(bookId), enabled: isEnabled });
}
