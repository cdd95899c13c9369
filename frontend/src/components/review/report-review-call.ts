import { useMutation } from '@tanstack/react-query';
import type { ReviewReportBody } from '@starshelf/contract';
import { api } from '@/lib/api/client';

/** A review is named by its item and its author (docs/api.md "Moderation"). */
export type ReviewSubject = { kind: 'book' | 'author'; itemId: number };

const COLLECTION = { book: 'books', author: 'authors' } as const;

export function reportReview(subject: ReviewSubject, authorId: string, body: ReviewReportBody) {
  const item = encodeURIComponent(String(subject.itemId));
  return api.post<unknown>(`/api/${COLLECTION[subject.kind]}/${item}/reviews/${encodeURIComponent(authorId)}/reports`, body);
}

/** POST …/reviews/{userId}/reports: nothing on screen changes for the reporter, so no cache is refreshed. */
export function useReportReview(subject: ReviewSubject, authorId: string) {
  return useMutation({ mutationFn: (body: ReviewReportBody) => reportReview(subject, authorId, body) });
}
