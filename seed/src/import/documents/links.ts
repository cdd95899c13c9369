import type { LinkContext } from '../../compose/link-context.js';

/** Slugs and Payload ids by external id, filled as the import goes. */
export interface ImportKeys {
  slugs: Record<'genres' | 'authors' | 'series' | 'awards' | 'books', Map<number, string>>;
  ids: Record<'genres' | 'authors' | 'series' | 'awards' | 'books', Map<number, number>>;
}

export function emptyImportKeys(): ImportKeys {
  const maps = <V>() => ({
    genres: new Map<number, V>(),
    authors: new Map<number, V>(),
    series: new Map<number, V>(),
    awards: new Map<number, V>(),
    books: new Map<number, V>(),
  });
  return { slugs: maps<string>(), ids: maps<number>() };
}

/** Composed markdown links to the pages the site really serves: stored slugs, award ids. */
export function importLinks(keys: ImportKeys): LinkContext {
  return {
    authorSlug: (id) => keys.slugs.authors.get(id),
    seriesSlug: (id) => keys.slugs.series.get(id),
    genreSlug: (id) => keys.slugs.genres.get(id),
    awardId: (id) => keys.ids.awards.get(id),
  };
}

/** A relation's Payload id; a missing one is a bug in the import order, not bad data. */
export function requireId(map: Map<number, number>, externalId: number, what: string): number {
  const id = map.get(externalId);
  if (id === undefined) throw new Error(`${what} ${externalId} has not been imported`);
  return id;
}
