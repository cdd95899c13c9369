import { type BindingType, DEFAULT_LOCALE } from '@starshelf/contract';

import { localizedValue } from '../localized-sql.js';
import { catalogueQuery } from '../sql.js';
import { isPublic } from '../public-sql.js';
import { inOrderAsked } from './paged-query.js';
import { toNumber } from './shapes.js';

/**
 * What a library export (Goodreads' columns) needs of one book: the English title and
 * authors, the book's own first publication year and average, and the details of the one edition
 * the export names (publisher, pages, year and binding fall back to the book's where it has none).
 */
export type BookForExport = {
  id: number;
  /** The named edition's Goodreads id, else the book's; null where the catalogue has neither. */
  goodreadsBookId: number | null;
  title: string;
  /** In credit order; the first is the main author. */
  authors: string[];
  averageRating: number | null;
  originalPublicationYear: number | null;
  isbn: string | null;
  publisher: string | null;
  pages: number | null;
  yearPublished: number | null;
  binding: BindingType | null;
};

type Row = {
  id: number;
  goodreads_book_id: string | null;
  title: string;
  authors: string[];
  average_rating: string | null;
  original_year: string | null;
  isbn: string | null;
  publisher: string | null;
  pages: string | null;
  year_published: string | null;
  binding: BindingType | null;
};

/**
 * The edition the export names: one with an ISBN (what other sites match on), English before other
 * languages (the titles are English), then the primary edition, then the oldest record.
 */
const EXPORTED_EDITION = `left join lateral (
    select e.isbn, e.goodreads_book_id, e.publisher, e.pages, e.publication_year, e.binding_type
      from cms.editions e
     where e.book_id = b.id
     order by (coalesce(e.isbn, '') <> '') desc, (e.language_code::text = $2) desc, e.is_primary_edition desc nulls last, e.id
     limit 1) ed on true`;

// Titles and names in the default locale: Goodreads and our own import match on the English ones.
const STATEMENT = `select b.id, ${localizedValue('books', 'b', 'title', '$2')} as title,
    (select coalesce(array_agg(${localizedValue('authors', 'a', 'name', '$2')} order by r."order"), '{}')
       from cms.books_rels r join cms.authors a on a.id = r.authors_id and ${isPublic('a')}
      where r.parent_id = b.id and r.path = 'authors') as authors,
    coalesce(ed.goodreads_book_id, b.goodreads_book_id) as goodreads_book_id,
    b.average_rating, b.publication_year as original_year,
    nullif(ed.isbn, '') as isbn,
    coalesce(nullif(ed.publisher, ''), nullif(b.publisher, '')) as publisher,
    coalesce(ed.pages, b.pages) as pages,
    coalesce(ed.publication_year, b.publication_year) as year_published,
    ed.binding_type::text as binding
  from cms.books b ${EXPORTED_EDITION}
  where b.id = any($1) and ${isPublic('b')}`;

/** The books of `ids` in one statement, in the order asked; ids no longer in the catalogue (or in its trash) are left out. */
export async function getBooksForExport(ids: readonly number[]): Promise<BookForExport[]> {
  if (ids.length === 0) return [];
  const rows = await catalogueQuery<Row>(STATEMENT, [[...ids], DEFAULT_LOCALE], 'catalogue-books-for-export');
  return inOrderAsked(ids, rows, toBookForExport);
}

function toBookForExport(row: Row): BookForExport {
  return {
    id: row.id,
    goodreadsBookId: toNumber(row.goodreads_book_id),
    title: row.title,
    authors: row.authors,
    averageRating: toNumber(row.average_rating),
    originalPublicationYear: toNumber(row.original_year),
    isbn: row.isbn,
    publisher: row.publisher,
    pages: toNumber(row.pages),
    yearPublished: toNumber(row.year_published),
    binding: row.binding,
  };
}
