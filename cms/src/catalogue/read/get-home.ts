import { DEFAULT_LOCALE, type HomeData, type Locale } from '@starshelf/contract';

import { findAuthors } from './find-authors.js';
import { findSeries } from './find-series.js';
import { NO_TOTAL } from './paged-query.js';
import { listGenres } from './get-entities.js';
import { findShowcaseBooks } from './showcase-books.js';

export type { HomeData };

/**
 * The start page: the showcase's books (the first is the hero; acclaimed, widely read, science
 * fiction and fantasy in turns), the best-rated authors, series and genre cards. Its rows of
 * authors and series are first pages shown without a total, so none is counted.
 */
export async function getHome(locale: Locale = DEFAULT_LOCALE): Promise<HomeData> {
  const [books, authors, series, genres] = await Promise.all([
    findShowcaseBooks(9, locale),
    findAuthors({ locale, page: 1, limit: 8, sort: 'rating', keepCount: NO_TOTAL }),
    findSeries({ locale, page: 1, limit: 6, sort: 'books', keepCount: NO_TOTAL }),
    listGenres(locale),
  ]);
  const [hero = null, ...featuredBooks] = books;
  return {
    hero,
    featuredBooks,
    featuredAuthors: authors.items,
    popularSeries: series.items,
    genres: genres.filter((genre) => genre.bookCount > 0).sort((a, b) => b.bookCount - a.bookCount).slice(0, 12),
  };
}
