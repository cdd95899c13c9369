import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { cursorListOptions } from './infinite';
import { itemApiPath, localeQueryOptions } from './locale-query';

/**
 * The reads of a catalogue kind with a filtered, paged list (`/api/authors?…`) and detail pages
 * (`/api/authors/{slug}`): query keys, options (the server renderer prefetches with them) and hooks.
 * The list pages by cursor (decision 165): each page asks to start after the last row shown.
 */
export function catalogueQueries<Summary, Detail, Filters extends Record<string, string>>(kind: 'authors' | 'series') {
  const keys = {
    all: [kind] as const,
    list: (filters: Filters, locale: string) => [kind, 'list', { ...filters, locale }] as const,
    detail: (slug: string, locale: string) => [kind, 'detail', slug, locale] as const,
  };
  const listOptions = (filters: Filters, locale: string) =>
    cursorListOptions<Summary, ReturnType<typeof keys.list>>(keys.list(filters, locale), `/api/${kind}`, { ...filters, locale });
  const detailOptions = (slugOrId: string, locale: string) =>
    localeQueryOptions<Detail, ReturnType<typeof keys.detail>>(keys.detail(slugOrId, locale), itemApiPath(kind, slugOrId), locale);
  return {
    keys,
    listOptions,
    detailOptions,
    useList: (filters: Filters, locale: string) => useInfiniteQuery(listOptions(filters, locale)),
    useDetail: (slugOrId: string, locale: string) => useQuery(detailOptions(slugOrId, locale)),
  };
}
