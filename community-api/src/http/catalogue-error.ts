import { describeCatalogueError, resolveCatalogueId, type SluggedTable } from '@starshelf/cms/catalogue';
import { AppError } from './app-error.js';

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
