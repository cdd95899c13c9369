import { catalogueQuery } from '../sql.js';
import { isLive, isPublic } from '../public-sql.js';
import { isbn10Of, normaliseIsbn } from './isbn.js';
import { matchByTitleAndAuthor } from './title-author.js';

export type ShelfBookKey = { isbns: readonly string[]; goodreadsBookId: number | null; title: string; author: string };
export type ShelfMatch = { bookId: number; by: 'isbn' | 'goodreads-id' | 'title-author' } | null;

// Must equal the expression of the index editions_isbn_digits_idx (migration 20261127_010000).
const ISBN_DIGITS = `regexp_replace(upper(e.isbn), '[^0-9X]', '', 'g')`;

/** Book ids by ISBN-13 for the editions carrying any of the ISBNs, in either stored form. */
async function booksByIsbn(isbn13s: string[]): Promise<Map<string, number>> {
  if (isbn13s.length === 0) return new Map();
  const stored = isbn13s.flatMap((isbn) => [isbn, isbn10Of(isbn)].filter((form): form is string => form !== null));
  const rows = await catalogueQuery<{ isbn: string; book_id: number }>(
    `select ${ISBN_DIGITS} as isbn, e.book_id from cms.editions e join cms.books b on b.id = e.book_id and ${isPublic('b')}
      where e.isbn is not null and ${ISBN_DIGITS} = any($1::text[])
      order by b.ratings_count desc nulls last, b.id`,
    [stored],
  );
  const byIsbn = new Map<string, number>();
  for (const row of rows) {
    const isbn13 = normaliseIsbn(row.isbn);
    // Rows come most rated first: an ISBN wrongly on two books answers the better known one.
    if (isbn13 && !byIsbn.has(isbn13)) byIsbn.set(isbn13, row.book_id);
  }
  return byIsbn;
}

/** Book ids by Goodreads id, the book's own id before an edition's. */
async function booksByGoodreadsId(ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await catalogueQuery<{ goodreads_id: number; book_id: number }>(
    `select goodreads_id, book_id from (
        select b.goodreads_book_id::int as goodreads_id, b.id as book_id, 0 as rank from cms.books b
          where b.goodreads_book_id = any($1::numeric[]) and ${isPublic('b')}
        union all
        select e.goodreads_book_id::int, e.book_id, 1 from cms.editions e
          where e.goodreads_book_id = any($1::numeric[]) and ${isLive('books', 'e.book_id')}
      ) found order by rank, book_id`,
    [ids],
  );
  const byId = new Map<number, number>();
  for (const row of rows) if (!byId.has(row.goodreads_id)) byId.set(row.goodreads_id, row.book_id);
  return byId;
}

const matchedBy = (bookId: number | null | undefined, by: NonNullable<ShelfMatch>['by']): ShelfMatch =>
  bookId === null || bookId === undefined ? null : { bookId, by };

/**
 * One answer per key, in order; a few batched queries for the whole list (5,000 keys in well under
 * a second). A key is matched by the ISBN of any edition, else by the Goodreads id of the book or
 * any edition, else by its title and author folded as the search folds them.
 */
export async function matchShelfBooks(keys: readonly ShelfBookKey[]): Promise<ShelfMatch[]> {
  const isbnsOfKey = keys.map((key) => [...new Set(key.isbns.map(normaliseIsbn).filter((isbn): isbn is string => isbn !== null))]);
  const byIsbn = await booksByIsbn([...new Set(isbnsOfKey.flat())]);
  const answers: ShelfMatch[] = isbnsOfKey.map((isbns) => matchedBy(isbns.map((isbn) => byIsbn.get(isbn)).find(Boolean), 'isbn'));

  const goodreadsIds = keys.flatMap((key, i) => (answers[i] === null && key.goodreadsBookId !== null ? [key.goodreadsBookId] : []));
  const byGoodreadsId = await booksByGoodreadsId([...new Set(goodreadsIds)]);
  keys.forEach((key, i) => {
    if (answers[i] === null && key.goodreadsBookId !== null) answers[i] = matchedBy(byGoodreadsId.get(key.goodreadsBookId), 'goodreads-id');
  });

  const rest = keys.flatMap((key, i) => (answers[i] === null ? [{ index: i, title: key.title, author: key.author }] : []));
  const byTitle = await matchByTitleAndAuthor(rest);
  rest.forEach((key, j) => {
    answers[key.index] = matchedBy(byTitle[j], 'title-author');
  });
  return answers;
}
