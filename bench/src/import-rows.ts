// The Goodreads export the import bench uploads: rows generated from the catalogue of the database.
import { GOODREADS_COLUMNS, type GoodreadsColumn } from '@starshelf/contract';
import type { Pool } from '@starshelf/community-api/harness';

type CatalogueBook = { title: string; author: string; isbn: string | null };

const SHELVES = ['read', 'read', 'to-read', 'currently-reading'] as const;
const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The catalogue's books with an English title, their first author and an edition's ISBN. */
async function catalogueBooks(pool: Pool): Promise<CatalogueBook[]> {
  const { rows } = await pool.query<CatalogueBook>(
    `select l.title,
            (select al.name from cms.books_rels r join cms.authors_locales al on al._parent_id = r.authors_id and al._locale = 'en'
              where r.parent_id = b.id and r.path = 'authors' order by r."order" limit 1) as author,
            (select e.isbn from cms.editions e where e.book_id = b.id and e.isbn is not null order by e.id limit 1) as isbn
       from cms.books b join cms.books_locales l on l._parent_id = b.id and l._locale = 'en'
      where l.title is not null order by b.id`,
  );
  return rows.filter((row) => row.author !== null);
}

/**
 * `count` rows cycling through the catalogue: every other row carries its ISBN (as Goodreads
 * writes it, `="…"`), the rest only title and author; one in twenty names a book we do not have.
 */
export async function goodreadsExportOf(pool: Pool, count: number): Promise<string> {
  const books = await catalogueBooks(pool);
  if (books.length === 0) throw new Error('the database has no catalogue books');
  const lines = [GOODREADS_COLUMNS.join(',')];
  for (let index = 0; index < count; index += 1) {
    const book = books[index % books.length]!;
    const isUnknown = index % 20 === 19;
    const rating = index % 6;
    const values: Partial<Record<GoodreadsColumn, string>> = {
      Title: isUnknown ? `A Book Not In The Catalogue ${index}` : book.title,
      Author: isUnknown ? 'Nobody Known' : book.author,
      ISBN13: index % 2 === 0 && book.isbn && !isUnknown ? `="${book.isbn}"` : '=""',
      ISBN: '=""',
      'My Rating': String(rating),
      'Exclusive Shelf': SHELVES[index % SHELVES.length]!,
      'Date Added': '2024/01/15',
      'Date Read': index % 4 === 0 ? '2024/03/01' : '',
      'My Review': rating > 0 && index % 5 === 0 ? 'A fine read.<br/><br/>Would read again &amp; again.' : '',
    };
    lines.push(GOODREADS_COLUMNS.map((column) => cell(values[column] ?? '')).join(','));
  }
  return `${lines.join('\n')}\n`;
}
