import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { withQuery } from '@/config/paths';
import type { GenreSummary, GenreWithBooks } from '@starshelf/contract';
import { api } from '@/lib/api/client';
import { FIRST_CURSOR_PAGE, nextCursorPage, PAGE_SIZE } from '@/lib/api/infinite';
import { itemApiPath, localeListKeys, localeQueryOptions } from '@/lib/api/locale-query';

const genreKeys = localeListKeys('genres');

export function genresQueryOptions(locale: string) {
  return localeQueryOptions<GenreSummary[], ReturnType<typeof genreKeys.list>>(genreKeys.list(locale), '/api/genres', locale);
}

export function useGenres(locale: string) {
  return useQuery(genresQueryOptions(locale));
}

export function genreInfiniteOptions(idOrSlug: string, locale: string) {
  return infiniteQueryOptions({
    queryKey: genreKeys.detail(idOrSlug, locale),
    queryFn: ({ pageParam, signal }) =>
      api.get<GenreWithBooks>(withQuery(itemApiPath('genres', idOrSlug), { page: pageParam.page, after: pageParam.after, limit: PAGE_SIZE, locale }), { signal }),
    initialPageParam: FIRST_CURSOR_PAGE,
    getNextPageParam: (last: GenreWithBooks) => nextCursorPage(last.books),
  });
}

export function useGenreWithBooks(idOrSlug: string | null, locale: string) {
  return useInfiniteQuery({ ...genreInfiniteOptions(idOrSlug ?? '', locale), enabled: Boolean(idOrSlug) });
}
