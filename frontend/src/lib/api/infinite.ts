import type { Paged } from '@starshelf/contract';
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { withQuery } from '@/config/paths';
import { api } from './client';

export const PAGE_SIZE = 24;

/** The next page number for TanStack's infinite queries, from the API's paged answer. */
export function nextPageParam(last: Paged<unknown>): number | undefined {
  return last.hasMore ? last.page + 1 : undefined;
}

/**
 * Where a list that pages by cursor (the books, authors and series lists, docs/api.md "Paging") goes on: the next page
 * number and the answer's `next`, which the API starts that page after. Both go in the query.
 */
export type CursorPage = { page: number; after?: string };

export const FIRST_CURSOR_PAGE: CursorPage = { page: 1 };

/** The next CursorPage from the API's paged answer, or none when the list is complete. */
export function nextCursorPage(last: Paged<unknown>): CursorPage | undefined {
  if (!last.hasMore) return undefined;
  return last.next ? { page: last.page + 1, after: last.next } : { page: last.page + 1 };
}

export function flattenPages<T>(pages: ReadonlyArray<Paged<T>> | undefined): { items: T[]; total: number } {
  const list = pages ?? [];
  return { items: list.flatMap((page) => page.items), total: list.at(-1)?.total ?? 0 };
}

/** The infinite query of a paged list endpoint: `path` with `query`, page by page from 1. */
export function pagedListOptions<T, K extends QueryKey>(queryKey: K, path: string, query: Parameters<typeof withQuery>[1] = {}, limit = PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => api.get<Paged<T>>(withQuery(path, { ...query, page: pageParam, limit }), { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}

/** The infinite query of a list endpoint that pages by cursor: `path` with `query`, each page after the one before. */
export function cursorListOptions<T, K extends QueryKey>(queryKey: K, path: string, query: Parameters<typeof withQuery>[1] = {}, limit = PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam: { page, after }, signal }) => api.get<Paged<T>>(withQuery(path, { ...query, page, after, limit }), { signal }),
    initialPageParam: FIRST_CURSOR_PAGE,
    getNextPageParam: nextCursorPage,
  });
}
