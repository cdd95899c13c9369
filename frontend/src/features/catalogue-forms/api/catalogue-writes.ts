import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@tanstack/react-query';
import type { AuthorDetail, BookDetail, GenreSummary, SeriesDetail } from '@starshelf/contract';
import { withQuery } from '@/config/paths';
import { api } from '@/lib/api/client';
import { itemApiPath } from '@/lib/api/locale-query';
import { relationsBody } from '../book-relations';
import { compact, FORM_LOCALES, translationToWrite, type CatalogueFormOutput, type CatalogueKind } from '../form-config';

/** The item as its detail call reads it and its writes answer it (a genre's books are not part of the form). */
type CatalogueItems = { books: BookDetail; authors: AuthorDetail; series: SeriesDetail; genres: GenreSummary };
export type CatalogueItem = CatalogueItems[CatalogueKind];

/** The item in each language, to fill the per-language tabs of the editor. */
export function useItemInAllLocales(kind: CatalogueKind, slug: string | null) {
  return useQueries({
    queries: FORM_LOCALES.map((locale) => ({
      queryKey: ['catalogue-form', kind, slug, locale] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) => api.get<CatalogueItem>(withQuery(itemApiPath(kind, slug ?? ''), { locale }), { signal }),
      enabled: slug !== null,
    })),
  });
}

/** English first (it creates the item and carries the shared fields and relations), then each translation. */
export async function saveItem(kind: CatalogueKind, existingId: number | null, output: CatalogueFormOutput): Promise<CatalogueItem> {
  const relations = output.relations ? relationsBody(output.relations) : {};
  const english = { locale: 'en', ...compact(output.shared), ...relations, ...compact(output.locales.en) };
  const saved = existingId === null
    ? await api.post<CatalogueItem>(`/api/${kind}`, english)
    : await api.patch<CatalogueItem>(`/api/${kind}/${existingId}`, english);
  for (const locale of ['de', 'it'] as const) {
    const translation = translationToWrite(output, locale);
    if (translation) await api.patch(`/api/${kind}/${saved.id}`, { locale, ...translation });
  }
  return saved;
}

export function useSaveItem(kind: CatalogueKind, existingId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (output: CatalogueFormOutput) => saveItem(kind, existingId, output),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' }),
  });
}

export function useDeleteItem(kind: CatalogueKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/${kind}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' }),
  });
}
