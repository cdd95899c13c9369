import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { withQuery } from '@/config/paths';
import type { ModalData, Paged, RatingInputBody, RatingSaved, ReadingListAdd, ReadingListItem, ReadingListUpdate, ReadingStatus } from '@starshelf/contract';
import { api } from './client';

/**
 * Reading list and ratings are shown by several features (cards, modal, detail pages, profile),
 * so their calls live here once; features compose them without importing each other.
 */
export type ReadingListEntry = ReadingListItem;
export type RatedKind = 'books' | 'authors';

// The statuses map only needs one page: a larger list falls back to "add" buttons that answer 409.
const STATUS_MAP_LIMIT = 100;

export const communityKeys = {
  all: ['community'] as const,
  readingList: (status?: ReadingStatus) => [...communityKeys.all, 'reading-list', status ?? 'all'] as const,
  statuses: () => [...communityKeys.all, 'reading-list-statuses'] as const,
};

/** Community changes touch counts, averages and filters everywhere, so every cache but the user's is refreshed. */
export function refreshAfterCommunityChange(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
}

export function getReadingList(status?: ReadingStatus, signal?: AbortSignal) {
  return api.get<Paged<ReadingListEntry>>(withQuery('/api/reading-list', { status, limit: STATUS_MAP_LIMIT }), { signal });
}

export function readingListQueryOptions(status?: ReadingStatus) {
  return queryOptions({ queryKey: communityKeys.readingList(status), queryFn: ({ signal }) => getReadingList(status, signal) });
}

/** bookId → status of the member's list; disabled (empty) for anonymous readers. */
export function useReadingStatuses(isSignedIn: boolean) {
  return useQuery({
    ...readingListQueryOptions(),
    enabled: isSignedIn,
    select: (page) => new Map(page.items.map((entry) => [entry.bookId, entry.status])),
  });
}

type ReadingListChange =
  | { action: 'add'; bookId: number; status?: ReadingStatus }
  | { action: 'update'; bookId: number; status: ReadingStatus }
  | { action: 'remove'; bookId: number };

export function changeReadingList(change: ReadingListChange): Promise<unknown> {
  if (change.action === 'add') return api.post('/api/reading-list', { bookId: change.bookId, status: change.status ?? 'to_read' } satisfies ReadingListAdd);
  if (change.action === 'update') return api.patch(`/api/reading-list/${change.bookId}`, { status: change.status } satisfies ReadingListUpdate);
  return api.delete(`/api/reading-list/${change.bookId}`);
}

export function useChangeReadingList() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeReadingList, onSuccess: () => refreshAfterCommunityChange(queryClient) });
}

export function saveRating(kind: RatedKind, id: number | string, input: RatingInputBody) {
  return api.post<RatingSaved>(`/api/${kind}/${encodeURIComponent(String(id))}/ratings`, input);
}

export function useSaveRating(kind: RatedKind, id: number | string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RatingInputBody) => saveRating(kind, id, input),
    onSuccess: () => refreshAfterCommunityChange(queryClient),
  });
}

/** The member's rating, review and list status for one book (the modal-data call carries them). */
export function useOwnBookState(bookId: number, isSignedIn: boolean) {
  return useQuery({
    queryKey: [...communityKeys.all, 'own-book', bookId] as const,
    queryFn: ({ signal }) => api.get<Pick<ModalData, 'readingStatus' | 'userRating'>>(`/api/books/${bookId}/modal-data`, { signal }),
    enabled: isSignedIn,
    select: (state) => ({
      readingStatus: state.readingStatus,
      rating: state.userRating?.rating ?? null,
      review: state.userRating?.review ?? null,
      /** Set when an administrator hid the member's review from others (the reason, possibly empty). */
      hiddenReason: state.userRating?.hidden ? (state.userRating.hiddenReason ?? '') : null,
    }),
  });
}
