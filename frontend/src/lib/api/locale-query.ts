import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { withQuery } from '@/config/paths';
import { api } from './client';

/** The query of one answer: GET `address` (path and query string), cached under `queryKey`. */
export function apiQueryOptions<T, K extends QueryKey>(queryKey: K, address: string) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => api.get<T>(address, { signal }) });
}

/** The query of one answer in the reader's language: GET `path?locale=…`, cached under `queryKey`. */
export function localeQueryOptions<T, K extends QueryKey>(queryKey: K, path: string, locale: string) {
  return apiQueryOptions<T, K>(queryKey, withQuery(path, { locale }));
}

/** A catalogue item's own address in the API (`/api/authors/frank-herbert`). */
export const itemApiPath = (kind: string, slugOrId: string | number) => `/api/${kind}/${encodeURIComponent(String(slugOrId))}`;

/** The query keys of a kind read whole in the reader's language (`/api/awards`) and item by item. */
export function localeListKeys<Kind extends string>(kind: Kind) {
  return {
    all: [kind] as const,
    list: (locale: string) => [kind, 'list', locale] as const,
    detail: (idOrSlug: string, locale: string) => [kind, 'detail', idOrSlug, locale] as const,
  };
}
