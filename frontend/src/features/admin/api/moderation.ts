import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ModeratedReview, Paged, ReportedReview, ReportStatus, ReviewHideBody, ReviewRef } from '@starshelf/contract';
import { withQuery } from '@/config/paths';
import { api } from '@/lib/api/client';
import { apiQueryOptions } from '@/lib/api/locale-query';

export type { ModeratedReview, ReportedReview, ReportStatus, ReviewRef };

/** The name the calls give a review: its item and its author. */
export const refOf = (review: ModeratedReview): ReviewRef => ({ kind: review.kind, itemId: review.itemId, userId: review.author.id });
export const REPORTS_PAGE_SIZE = 10;

export type ReportsFilter = { status: ReportStatus; page: number };

export const moderationKeys = {
  all: ['admin', 'moderation'] as const,
  reports: (filter: ReportsFilter) => [...moderationKeys.all, 'reports', filter] as const,
};

export function reportsQueryOptions(filter: ReportsFilter) {
  const address = withQuery('/api/admin/reports', { status: filter.status, page: filter.page, limit: REPORTS_PAGE_SIZE });
  return queryOptions({
    ...apiQueryOptions<Paged<ReportedReview>, ReturnType<typeof moderationKeys.reports>>(moderationKeys.reports(filter), address),
    placeholderData: keepPreviousData,
  });
}

export const useReports = (filter: ReportsFilter) => useQuery(reportsQueryOptions(filter));

/**
 * The queue's three decisions on a review. Each changes the queue and the audit trail, and a hidden
 * or restored text changes what the public lists show: every admin list is refreshed, and the
 * reviews of books and authors too.
 */
function useReviewDecision<Body>(send: (body: Body) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) => queryKey[0] === 'admin' || queryKey[0] === 'book-reviews' || queryKey[0] === 'author-reviews',
      }),
  });
}

export const useHideReview = () => useReviewDecision((body: ReviewHideBody) => api.post('/api/admin/reviews/hide', body));
export const useRestoreReview = () => useReviewDecision((body: ReviewRef) => api.post('/api/admin/reviews/restore', body));
export const useDismissReports = () => useReviewDecision((body: ReviewRef) => api.post('/api/admin/reports/dismiss', body));
