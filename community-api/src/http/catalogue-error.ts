import { currentSlugOfFormer, describeCatalogueError, resolveCatalogueId, type SluggedTable } from '@starshelf/cms/catalogue';
import { AppError, MovedItem } from './app-error.js';

/** Runs a catalogue call and turns what it throws into our AppError, or lets a fault through. */
export async function viaCatalogue<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const known = describeCatalogueError(error);
    if (!known) throw error;
    throw new AppError(known.code, known.status, known.message, known.details);
  }
}

export function notFound(what: string): AppError {
  return new AppError('NOT_FOUND', 404, `${what} not found`);
}

const LABELS: Record<SluggedTable, string> = { books: 'Book', authors: 'Author', series: 'Series', genres: 'Genre', awards: 'Award' };

/** The id behind a path's id or slug, or a 404 naming what was looked for. */
export async function catalogueIdOf(table: SluggedTable, idOrSlug: string): Promise<number> {
  const id = await resolveCatalogueId(table, idOrSlug);
  if (id === null) throw notFound(LABELS[table]);
  return id;
}

export const notFoundIn = (table: SluggedTable): AppError => notFound(LABELS[table]);

const queryOf = (url: string) => {
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start);
};

/**
 * A move to the current address under /api of the item that left the slug `idOrSlug`, keeping the
 * request's own query (`?locale=de`), or null when it names no item that moved.
 */
export async function movedFrom(table: SluggedTable, idOrSlug: string, originalUrl: string): Promise<MovedItem | null> {
  const current = await currentSlugOfFormer(table, idOrSlug);
  return current === null ? null : new MovedItem(LABELS[table], `/api/${table}/${encodeURIComponent(current)}${queryOf(originalUrl)}`);
}

/** What a detail route answers for a key that names no current item: a move when the key is a slug an item left, else 404. */
export async function missingOrMoved(table: SluggedTable, idOrSlug: string, originalUrl: string): Promise<AppError> {
  return (await movedFrom(table, idOrSlug, originalUrl)) ?? notFoundIn(table);
}
