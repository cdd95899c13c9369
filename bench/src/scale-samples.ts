// What bench:scale asks each database for: the same kinds of things at every size, picked from
// the data itself (the busiest author, the book with the most editions, popular books and words).
import pg from 'pg';
import { bookSlug } from '@starshelf/contract';
import { isPublicSql } from './scale-floor-sql.js';
import { loadSamples, type Samples } from './samples.js';

export type ScaleSamples = Samples & {
  books: number;
  /** The author with the most books. */
  author: { id: number; slug: string; books: number };
  /** The book with the most editions. */
  book: { id: number; slug: string; editions: number };
  /** The genre with the most books, for the list's filter. */
  genre: string;
  /** The page addresses' slugs of the most rated books (the pages served from the cache). */
  popularBookSlugs: string[];
  /** Books for the pages rendered afresh, each asked for once. */
  freshBookSlugs: string[];
};

export async function loadScaleSamples(databaseUrl: string): Promise<ScaleSamples> {
  const samples = await loadSamples(databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const one = async <T extends object>(text: string): Promise<T> => {
      const row = (await client.query<T>(text)).rows[0];
      if (!row) throw new Error(`bench:scale: nothing found by ${text.slice(0, 60)}…`);
      return row;
    };
    const { books } = await one<{ books: number }>(`select count(*)::int as books from cms.books b where ${isPublicSql('b')}`);
    const author = await one<{ id: number; slug: string; books: number }>(
      `select a.id, a.slug, count(*)::int as books from cms.books_rels r join cms.authors a on a.id = r.authors_id
        where r.path = 'authors' and ${isPublicSql('a')} group by a.id order by books desc, a.id limit 1`,
    );
    const book = await one<{ id: number; slug: string; editions: number }>(
      `select b.id, b.slug as slug, count(*)::int as editions from cms.editions e join cms.books b on b.id = e.book_id
        where ${isPublicSql('b')} group by b.id order by editions desc, b.id limit 1`,
    );
    const { genre } = await one<{ genre: string }>(
      `select g.slug as genre from cms.books_rels r join cms.genres g on g.id = r.genres_id
        where r.path = 'genres' and ${isPublicSql('g')} group by g.id order by count(*) desc, g.id limit 1`,
    );
    const slugs = async (order: string, limit: number) =>
      (await client.query<{ id: number; slug: string }>(`select b.id, b.slug from cms.books b where ${isPublicSql('b')} and b.slug is not null order by ${order} limit ${limit}`)).rows.map(
        (row) => bookSlug(row.slug, row.id),
      );
    return {
      ...samples,
      books,
      author,
      book: { ...book, slug: bookSlug(book.slug, book.id) },
      genre,
      popularBookSlugs: await slugs('b.ratings_count desc nulls last, b.id', 20),
      // Least rated first: the other calls ask for the popular books, so these pages are cold.
      freshBookSlugs: await slugs('b.ratings_count asc nulls first, b.id', 5_000),
    };
  } finally {
    await client.end();
  }
}
