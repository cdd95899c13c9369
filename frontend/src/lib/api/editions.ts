import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EditionInput, EditionPatch, EditionRecord } from '@starshelf/contract';
import { api } from './client';

export type { EditionRecord };

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
    case 'make-primary': return api.patch(`/api/editions/${change.id}`, { isPrimaryEdition: true } satisfies EditionPatch);
    case 'delete': return api.delete(`/api/editions/${change.id}`);
  }
}

/** The list and the book data (modal, detail) are refreshed after every change (docs/rules.md §4). */
export function useChangeEdition(bookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: EditionChange) => changeEdition(bookId, change),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' }),
  });
}
