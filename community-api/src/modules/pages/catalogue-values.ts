import { LOCALES, type Locale } from '@starshelf/contract';
import { listGenres, type GenreSummary } from '@starshelf/cms/catalogue';
import type { CatalogueChanges } from '../catalogue/catalogue-changes.js';
import { keptPerRevision } from '../catalogue/kept-per-revision.js';

/** How the site's own links name its genres in a query string (decision 105). */
export type GenreNames = {
  /** `/books?genre=`: what the list's filter writes, a genre's slug (or its id when it has none). */
  filterValues: ReadonlySet<string>;
  /** `/genres?genre=`: the genre cards and the book's chips link by the name in the reader's language; a slug also names one. */
  pageValues: ReadonlySet<string>;
};

export type ListGenres = (locale: Locale) => Promise<Pick<GenreSummary, 'id' | 'slug' | 'name'>[]>;

async function loadGenreNames(list: ListGenres): Promise<GenreNames> {
  const byLocale = await Promise.all(LOCALES.map((locale) => list(locale)));
  const filterValues = new Set<string>();
  const pageValues = new Set<string>();
  for (const genre of byLocale.flat()) {
    filterValues.add(genre.slug || String(genre.id));
    if (genre.slug) pageValues.add(genre.slug);
    pageValues.add(genre.name);
  }
  return { filterValues, pageValues };
}

/**
 * The genres' names, read once per catalogue revision (three small queries) and only on a page
 * cache miss that names a genre.
 */
export function genreNamesFrom(changes: CatalogueChanges, list: ListGenres = listGenres): () => Promise<GenreNames> {
  const kept = keptPerRevision(changes, () => loadGenreNames(list));
  return () => kept(undefined);
}
