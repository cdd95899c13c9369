import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { withQuery } from '@/config/paths';
import { api } from '@/lib/api/client';
import { localeQueryOptions } from '@/lib/api/locale-query';
import type { AwardSummary, AwardWrite, BookAward, BookAwardLinkBody, BookDetail, SearchHit } from '@starshelf/contract';

/** GET /api/awards answers these fields (categories are the award's known ones). */
export type AdminAward = AwardSummary;
export type BookHit = SearchHit;
/** A row of the links editor: every field of the award link PUT /api/books/{id}/awards takes, filled in (null: none). */
export type BookAwardLink = { [Field in keyof BookAwardLinkBody]-?: Exclude<BookAwardLinkBody[Field], undefined> };

export const adminAwardKeys = {
  all: ['awards'] as const,
  list: (locale: string) => ['awards', 'list', locale] as const,
  bookLinks: (bookId: number) => ['admin', 'book-awards', bookId] as const,
  bookSearch: (q: string) => ['admin', 'book-search', q] as const,
};

export function adminAwardsQueryOptions(locale: string) {
  return localeQueryOptions<AdminAward[], ReturnType<typeof adminAwardKeys.list>>(adminAwardKeys.list(locale), '/api/awards', locale);
}
export const useAdminAwards = (locale: string) => useQuery(adminAwardsQueryOptions(locale));

/** POST /api/awards or PATCH /api/awards/{id}: one language's texts at a time. */
export function useSaveAward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...award }: AwardWrite & { id?: number }) =>
      id === undefined ? api.post<AdminAward>('/api/awards', award) : api.patch<AdminAward>(`/api/awards/${id}`, award),
    // Every language's list and the public award pages change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAwardKeys.all }),
  });
}

export function useDeleteAward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/awards/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAwardKeys.all }),
  });
}

export function useBookSearch(q: string) {
  return useQuery({
    queryKey: adminAwardKeys.bookSearch(q),
    queryFn: ({ signal }) => api.get<BookHit[]>(withQuery('/api/books/search', { q, limit: 8 }), { signal }),
    enabled: q.trim().length >= 2,
  });
}

/** The links come from the book detail (`awards`), since PUT replaces them all at once. */
export function useBookAwardLinks(bookId: number | null) {
  return useQuery({
    queryKey: adminAwardKeys.bookLinks(bookId ?? 0),
    queryFn: async ({ signal }) => {
      const book = await api.get<Pick<BookDetail, 'awards'>>(`/api/books/${bookId}`, { signal });
      return book.awards.map((link) => ({
        awardId: link.award.id,
        isWinner: link.isWinner,
        category: link.category,
        year: link.year,
      }));
    },
    enabled: bookId !== null,
  });
}

export function useSaveBookAwardLinks(bookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (links: BookAwardLinkBody[]) => api.put<BookAward[]>(`/api/books/${bookId}/awards`, links),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminAwardKeys.bookLinks(bookId) });
      // The book and award pages show these links.
      await queryClient.invalidateQueries({ queryKey: adminAwardKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['books'] });
    },
  });
}
