import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BindingType, EditionInput, EditionPatch, EditionType, FormatType } from '@starshelf/contract';
import { api } from './client';

/** An edition as GET /api/books/{id}/editions answers it (SPEC.md §3), with the picker's optional extras. */
export type EditionRecord = {
  id: number;
  title: string;
  description?: string | null;
  coverImage: string | null;
  publicationYear: number | null;
  pages: number | null;
  isbn: string | null;
  publisher: string | null;
  isPrimaryEdition: boolean;
  editionType?: EditionType | null;
  formatType?: FormatType | null;
  bindingType: BindingType | string | null;
  languageCode: string | null;
  languageName: string | null;
  translator: string | null;
  isOriginalLanguage?: boolean | null;
  formats?: { id: number | string; bindingType: string | null; price?: number | null; currency?: string | null }[];
  languages?: { id: number | string; languageName: string; isOriginalLanguage?: boolean; translator?: string | null }[];
};

export const editionKeys = {
  all: ['editions'] as const,
  list: (bookId: number) => [...editionKeys.all, bookId] as const,
};

export function editionsQueryOptions(bookId: number) {
  return queryOptions({
    queryKey: editionKeys.list(bookId),
    queryFn: ({ signal }) => api.get<EditionRecord[]>(`/api/books/${bookId}/editions`, { signal }),
  });
}

export function useEditions(bookId: number) {
  return useQuery(editionsQueryOptions(bookId));
}

type EditionChange =
  | { action: 'create'; input: EditionInput }
  | { action: 'update'; id: number; input: EditionPatch }
  | { action: 'make-primary'; id: number }
  | { action: 'delete'; id: number };

export function changeEdition(bookId: number, change: EditionChange): Promise<unknown> {
  switch (change.action) {
    case 'create': return api.post(`/api/books/${bookId}/editions`, change.input);
    case 'update': return api.patch(`/api/editions/${change.id}`, change.input);
    case 'make-primary': return api.patch(`/api/editions/${change.id}`, { isPrimaryEdition: true });
    case 'delete': return api.delete(`/api/editions/${change.id}`);
  }
}

/** The list and the book data (modal, detail) are refreshed after every change (SPEC.md §4). */
export function useChangeEdition(bookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: EditionChange) => changeEdition(bookId, change),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' }),
  });
}
