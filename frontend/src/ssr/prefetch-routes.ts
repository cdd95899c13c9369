import type { Locale } from '@starshelf/contract';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { AUTHOR_FILTER_KEYS, authorQueryOptions, authorsInfiniteOptions } from '@/features/authors/api/get-authors';
import { awardQueryOptions, awardsQueryOptions, shownAwardId } from '@/features/awards/api/get-awards';
import { BOOK_FILTER_KEYS, bookQueryOptions, booksInfiniteOptions, effectiveBookFilters } from '@/features/books/api/get-books';
import { genreInfiniteOptions, genresQueryOptions } from '@/features/genres/api/get-genres';
import { homeQueryOptions } from '@/features/home/api/get-home';
import { SERIES_FILTER_KEYS, seriesInfiniteOptions, seriesQueryOptions } from '@/features/series/api/get-series';
import { isMissingSubject } from '@/lib/api/api-error';
import { moodsQueryOptions } from '@/lib/api/moods';
import { readUrlFilters } from '@/lib/use-url-filters';

export interface PrefetchContext {
  queryClient: QueryClient;
  /** The route's parameters (`slug`, `id`). */
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  locale: Locale;
}

/** 'not-found' when the page's main subject does not exist: the page shows its not-found state, answered with 404. */
export type PrefetchOutcome = 'found' | 'not-found';

export interface ServerRenderedRoute {
  /** The route module, whose chunk the page preloads (a key of the Vite manifest). */
  module: string;
  /**
   * Loads the anonymous catalogue data the page's first render shows, through the very query
   * options its components use (same keys, same requests). Member data (the session, own
   * ratings, reading-list state) is never loaded here: it stays pending on the server and in
   * the browser's first render, and the browser asks for it after hydration.
   */
  prefetch: (context: PrefetchContext) => Promise<PrefetchOutcome>;
}

/**
 * True when the query ended with the API's 404, or its 400: an address whose slug or id cannot
 * name anything (`/books/%00`) is as missing as one that names nothing.
 */
function isMissing(client: QueryClient, queryKey: QueryKey): boolean {
  const error = client.getQueryState(queryKey)?.error;
  return isMissingSubject(error);
}

function outcome(client: QueryClient, mainKey: QueryKey): PrefetchOutcome {
  return isMissing(client, mainKey) ? 'not-found' : 'found';
}

async function prefetchDetail<TData, TKey extends QueryKey>(client: QueryClient, options: FetchQueryOptions<TData, Error, TData, TKey>): Promise<PrefetchOutcome> {
  await client.prefetchQuery(options);
  return outcome(client, options.queryKey);
}

/** The pages the server renders with their data, by their route pattern (docs/rules.md §2); `/` is the index route. */
export const SERVER_RENDERED_ROUTES: Readonly<Record<string, ServerRenderedRoute>> = {
  [paths.home.path]: {
    module: 'src/app/routes/home.tsx',
    prefetch: async ({ queryClient, locale }) => {
      // The mood row links into the mood-filtered lists: readable without JavaScript too.
      await Promise.all([queryClient.prefetchQuery(homeQueryOptions(locale)), queryClient.prefetchQuery(moodsQueryOptions(locale))]);
      return 'found';
    },
  },
  [paths.books.path]: {
    module: 'src/app/routes/books.tsx',
    prefetch: async ({ queryClient, search, locale }) => {
      // Anonymous: the reading-list filter is dropped, as the browser's first render drops it.
      const filters = effectiveBookFilters(readUrlFilters(search, BOOK_FILTER_KEYS), false);
      await Promise.all([
        queryClient.prefetchQuery(genresQueryOptions(locale)),
        queryClient.prefetchQuery(moodsQueryOptions(locale)),
        queryClient.prefetchInfiniteQuery(booksInfiniteOptions(filters, locale)),
      ]);
      return 'found';
    },
  },
  [paths.book.path]: {
    module: 'src/app/routes/book.tsx',
    prefetch: ({ queryClient, params, locale }) => prefetchDetail(queryClient, bookQueryOptions(params.slug ?? '', locale)),
  },
  [paths.authors.path]: {
    module: 'src/app/routes/authors.tsx',
    prefetch: async ({ queryClient, search, locale }) => {
      await queryClient.prefetchInfiniteQuery(authorsInfiniteOptions(readUrlFilters(search, AUTHOR_FILTER_KEYS), locale));
      return 'found';
    },
  },
  [paths.author.path]: {
    module: 'src/app/routes/author.tsx',
    prefetch: ({ queryClient, params, locale }) => prefetchDetail(queryClient, authorQueryOptions(params.slug ?? '', locale)),
  },
  [paths.series.path]: {
    module: 'src/app/routes/series.tsx',
    prefetch: async ({ queryClient, search, locale }) => {
      await queryClient.prefetchInfiniteQuery(seriesInfiniteOptions(readUrlFilters(search, SERIES_FILTER_KEYS), locale));
      return 'found';
    },
  },
  [paths.seriesDetail.path]: {
    module: 'src/app/routes/series-detail.tsx',
    prefetch: ({ queryClient, params, locale }) => prefetchDetail(queryClient, seriesQueryOptions(params.slug ?? '', locale)),
  },
  [paths.genres.path]: {
    module: 'src/app/routes/genres.tsx',
    prefetch: async ({ queryClient, search, locale }) => {
      const genres = await queryClient.fetchQuery(genresQueryOptions(locale)).catch(() => null);
      // ?genre=<name> shows that genre's books, found by name or slug as the page does.
      const wanted = search.get('genre')?.trim().toLowerCase() ?? '';
      if (!wanted || !genres) return 'found';
      const genre = genres.find((item) => item.name.toLowerCase() === wanted || item.slug === wanted);
      if (!genre) return 'not-found';
      const options = genreInfiniteOptions(String(genre.id), locale);
      await queryClient.prefetchInfiniteQuery(options);
      return outcome(queryClient, options.queryKey);
    },
  },
  [paths.genre.path]: {
    module: 'src/app/routes/genre.tsx',
    prefetch: async ({ queryClient, params, locale }) => {
      const options = genreInfiniteOptions(params.id ?? '', locale);
      await queryClient.prefetchInfiniteQuery(options);
      return outcome(queryClient, options.queryKey);
    },
  },
  [paths.awards.path]: {
    module: 'src/app/routes/awards.tsx',
    prefetch: async ({ queryClient, search, locale }) => {
      const awards = await queryClient.fetchQuery(awardsQueryOptions(locale)).catch(() => null);
      const id = shownAwardId(search.get('id'), awards);
      if (id === null) return 'found';
      const outcomeOfAward = await prefetchDetail(queryClient, awardQueryOptions(id, locale));
      return search.has('id') ? outcomeOfAward : 'found';
    },
  },
  [paths.award.path]: {
    module: 'src/app/routes/award.tsx',
    prefetch: ({ queryClient, params, locale }) => prefetchDetail(queryClient, awardQueryOptions(params.id ?? '', locale)),
  },
};
