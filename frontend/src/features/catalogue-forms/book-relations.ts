import { BOOK_RELATION_LIMITS, type BookWrite } from '@starshelf/contract';
import { z } from 'zod';

/*
 * A book's authors, genres and series as the form holds them. Rows keep the name for display;
 * the ids go to the API. Row keys are `authorId`/`seriesId`, not `id`: useFieldArray writes its
 * own `id` key onto every row.
 */
export type AuthorRow = { authorId: number; name: string };
export type SeriesRow = { seriesId: number; name: string; position: string };
export type BookRelations = { authors: AuthorRow[]; genres: number[]; allSeries: SeriesRow[] };

/** The book write body's part for relations (the contract's `bookWriteSchema`). */
export type BookRelationsBody = { [Field in 'authors' | 'genres' | 'allSeries']-?: NonNullable<BookWrite[Field]> };

const id = z.number().int().positive();

// The contract's caps, so the form refuses what the API would refuse.
export const bookRelationsSchema = z.object({
  authors: z.array(z.object({ authorId: id, name: z.string() })).max(BOOK_RELATION_LIMITS.authors),
  genres: z.array(id).max(BOOK_RELATION_LIMITS.genres),
  allSeries: z
    .array(z.object({ seriesId: id, name: z.string(), position: z.string().trim().max(BOOK_RELATION_LIMITS.seriesPosition) }))
    .max(BOOK_RELATION_LIMITS.series),
});

export const EMPTY_RELATIONS: BookRelations = { authors: [], genres: [], allSeries: [] };

const refSchema = z.object({ id, name: z.string().nullish() });
const detailSchema = z.object({
  authors: z.array(refSchema).catch([]),
  genres: z.array(refSchema).catch([]),
  allSeries: z.array(z.object({ series: refSchema, position: z.union([z.string(), z.number()]).nullish() })).catch([]),
});

/** Prefill from GET /api/books/{idOrSlug}; a detail without relations gives empty lists. */
export function relationsFromDetail(item: Record<string, unknown> | undefined): BookRelations {
  const parsed = detailSchema.safeParse(item ?? {});
  if (!parsed.success) return EMPTY_RELATIONS;
  const { authors, genres, allSeries } = parsed.data;
  return {
    authors: authors.map((author) => ({ authorId: author.id, name: author.name ?? '' })),
    genres: genres.map((genre) => genre.id),
    allSeries: allSeries.map((link) => ({ seriesId: link.series.id, name: link.series.name ?? '', position: link.position == null ? '' : String(link.position) })),
  };
}

/** Authors keep the chosen order (the API stores it as the credit order); an empty position is left out. */
export function relationsBody(relations: BookRelations): BookRelationsBody {
  return {
    authors: relations.authors.map((row) => row.authorId),
    genres: relations.genres,
    allSeries: relations.allSeries.map((row) => {
      const position = row.position.trim();
      return position === '' ? { series: row.seriesId } : { series: row.seriesId, position };
    }),
  };
}
