import { bookSlug, type BookSummary, type Ref, roundAverage } from '@starshelf/contract';
import { localized, localizedValue } from '../localized-sql.js';
import { isPublic } from '../public-sql.js';

export type { BookSummary, Ref };

/** Where Payload serves an upload's file; the admin (and its API) live under /cms. */
export function mediaUrl(filename: string | null | undefined): string | null {
  return filename ? `/cms/api/media/file/${encodeURIComponent(filename)}` : null;
}

export type BookSummaryRow = {
  id: number;
  slug: string | null;
  title: string;
  cover_image_url: string | null;
  cover_filename: string | null;
  publication_year: string | null;
  publication_date: Date | null;
  average_rating: string | null;
  ratings_count: string | null;
  authors: Ref[];
  genres: Ref[];
};

/** The columns an author's or a series' list row starts and ends with (numeric ones arrive as strings). */
export type NamedRow = { id: number; slug: string; name: string };
export type RatedRow = { average_rating: string | null; ratings_count: string | null; book_count: string };

/** numeric columns arrive as strings from pg; null stays null. */
export function toNumber(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

export function toBookSummary(row: BookSummaryRow): BookSummary {
  return {
    id: row.id,
    slug: bookSlug(row.slug || row.title, row.id),
    title: row.title,
    coverImage: row.cover_image_url || mediaUrl(row.cover_filename),
    publicationYear: toNumber(row.publication_year),
    publicationDate: row.publication_date ? row.publication_date.toISOString() : null,
    averageRating: roundAverage(toNumber(row.average_rating)),
    ratingsCount: toNumber(row.ratings_count) ?? 0,
    authors: row.authors,
    genres: row.genres,
  };
}

/**
 * The select list of a book summary, with authors and genres in credit order as JSON. Expects
 * `b` (cms.books), the locale joins `loc`/`fallback` (localeJoins), and the reader's locale in `localeParam`.
 */
export function bookSummaryColumns(localeParam: string): string {
  const relName = (table: string, alias: string) => localizedValue(table, alias, 'name', localeParam);
  return `b.id, b.slug, ${localized('title')} as title, b.cover_image_url, m.filename as cover_filename,
    b.publication_year, b.publication_date, b.average_rating, b.ratings_count,
    (select coalesce(json_agg(json_build_object('id', a.id, 'slug', a.slug, 'name', ${relName('authors', 'a')}) order by r."order"), '[]')
       from cms.books_rels r join cms.authors a on a.id = r.authors_id and ${isPublic('a')}
      where r.parent_id = b.id and r.path = 'authors') as authors,
    (select coalesce(json_agg(json_build_object('id', g.id, 'slug', g.slug, 'name', ${relName('genres', 'g')}) order by r."order"), '[]')
       from cms.books_rels r join cms.genres g on g.id = r.genres_id and ${isPublic('g')}
      where r.parent_id = b.id and r.path = 'genres') as genres`;
}

export const BOOK_MEDIA_JOIN = 'left join cms.media m on m.id = b.cover_image_id';
