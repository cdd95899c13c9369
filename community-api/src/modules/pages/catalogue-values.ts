import { LOCALES, type Locale } from '@starshelf/contract';
import { listGenres, type GenreSummary } from '@starshelf/cms/catalogue';
import type { CatalogueChanges } from './catalogue-changes.js';

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
 * cache miss that names a genre. While the change listener is down they are read every time, as
 * nothing cached may be trusted then (decision 086).
 */
export function genreNamesFrom(changes: CatalogueChanges, list: ListGenres = listGenres): () => Promise<GenreNames> {
  let kept: { revision: number; names: Promise<GenreNames> } | undefined;
  return () => {
    const revision = changes.revision();
    if (changes.isLive() && kept?.revision === revision) return kept.names;
    const names = loadGenreNames(list);
    if (changes.isLive()) {
      const entry = { revision, names };
      kept = entry;
      // A failed read is tried again by the next miss rather than remembered.
      names.catch(() => {
        if (kept === entry) kept = undefined;
      });
    }
    return names;
  };
}
