import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { withQuery } from '@/config/paths';
import type { ModalData } from '@starshelf/contract';
import { api } from '@/lib/api/client';
import { refreshAfterCommunityChange, saveRating } from '@/lib/api/community';

export type { ModalData };

/** The member's own stars, 0 when none. */
export function ownRating(data: Pick<ModalData, 'userRating'>): number {
  return data.userRating?.rating ?? 0;
}

export const bookModalKeys = {
  all: ['book-modal'] as const,
  detail: (bookId: number, locale: string) => [...bookModalKeys.all, bookId, locale] as const,
};

export function getModalData(bookId: number, locale: string, signal?: AbortSignal): Promise<ModalData> {
  return api.get<ModalData>(withQuery(`/api/books/${bookId}/modal-data`, { locale }), { signal });
}

export function modalDataQueryOptions(bookId: number, locale: string) {
  return queryOptions({
    queryKey: bookModalKeys.detail(bookId, locale),
    queryFn: ({ signal }) => getModalData(bookId, locale, signal),
  });
}

export function useModalData(bookId: number | null, locale: string) {
  return useQuery({ ...modalDataQueryOptions(bookId ?? 0, locale), enabled: bookId !== null });
}

export function useRateBook(bookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: number) => saveRating('books', bookId, { rating }),
    onSuccess: () => refreshAfterCommunityChange(queryClient),
  });
}
