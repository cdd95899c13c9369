import { useInfiniteQuery } from '@tanstack/react-query';
import type { Review } from '@starshelf/contract';
import { pagedListOptions } from '@/lib/api/infinite';

const REVIEW_PAGE_SIZE = 10;

export const authorReviewKeys = {
  all: ['author-reviews'] as const,
  list: (authorId: number) => [...authorReviewKeys.all, authorId] as const,
};

export function authorReviewsOptions(authorId: number) {
  return pagedListOptions<Review, ReturnType<typeof authorReviewKeys.list>>(authorReviewKeys.list(authorId), `/api/authors/${authorId}/reviews`, {}, REVIEW_PAGE_SIZE);
}

export function useAuthorReviews(authorId: number, isEnabled: boolean) {
  return useInfiniteQuery({ ...authorReviewsOptions(authorId), enabled: isEnabled });
}
