import { useInfiniteQuery } from '@tanstack/react-query';
import type { Review } from '@starshelf/contract';
import { pagedListOptions } from '@/lib/api/infinite';

const REVIEW_PAGE_SIZE = 10;

export const bookReviewKeys = {
  all: ['book-reviews'] as const,
  list: (bookId: number) => [...bookReviewKeys.all, bookId] as const,
};

export function bookReviewsOptions(bookId: number) {
  return pagedListOptions<Review, ReturnType<typeof bookReviewKeys.list>>(bookReviewKeys.list(bookId), `/api/books/${bookId}/reviews`, {}, REVIEW_PAGE_SIZE);
}

export function useBookReviews(bookId: number, isEnabled: boolean) {
  return useInfiniteQuery({ ...bookReviewsOptions(bookId), enabled: isEnabled });
}
