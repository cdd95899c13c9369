import type { Pool } from 'pg';

export interface BookRatingInput {
  userId: string;
  /** The CMS's book id. */
  bookId: number;
  rating: number;
}

/**
 * Writes ratings in batches (one transaction each): new pairs are inserted, a changed value is
 * updated, an equal one is left alone, so a second run writes nothing.
 */
export async function upsertBookRatings(
  pool: Pool,
  ratings: readonly BookRatingInput[],
  options: { batchSize?: number; onProgress?: (done: number) => void } = {},
): Promise<{ created: number; updated: number; unchanged: number }> {
  const batchSize = options.batchSize ?? 10_000;
  let created = 0;
  let updated = 0;
  for (let start = 0; start < ratings.length; start += batchSize) {
    const batch = ratings.slice(start, start + batchSize);
    const client = await pool.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query<{ is_created: boolean }>(
        `insert into community.book_ratings (user_id, book_id, rating)
         select * from unnest($1::uuid[], $2::int[], $3::smallint[])
         on conflict (user_id, book_id) do update set rating = excluded.rating, updated_at = now()
           where community.book_ratings.rating is distinct from excluded.rating
         returning (xmax = 0) as is_created`,
        [batch.map((r) => r.userId), batch.map((r) => r.bookId), batch.map((r) => r.rating)],
      );
      await client.query('commit');
      for (const row of rows) {
        if (row.is_created) created += 1;
        else updated += 1;
      }
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw new Error(`writing ratings ${start + 1}..${start + batch.length} failed: ${(error as Error).message}`, {
        cause: error,
      });
    } finally {
      client.release();
    }
    options.onProgress?.(Math.min(start + batchSize, ratings.length));
  }
  return { created, updated, unchanged: ratings.length - created - updated };
}

export interface RatingSums {
  /** The CMS's book or author id. */
  id: number;
  sum: number;
  count: number;
}

/**
 * Sum and count of every rated book's or author's ratings (members' and imported readers'): the
 * truth the catalogue's averages are computed from, the same one the rating reconcile reads.
 */
export async function ratingSums(pool: Pool, kind: 'books' | 'authors'): Promise<RatingSums[]> {
  const [table, item] = kind === 'books' ? ['book_ratings', 'book_id'] : ['author_ratings', 'author_id'];
  const { rows } = await pool.query<{ id: number; sum: number; count: number }>(
    `select ${item} as id, sum(rating)::int as sum, count(*)::int as count from community.${table} group by ${item}`,
  );
  return rows;
}

/**
 * Ratings, reviews and reading-list entries point at catalogue ids; after the catalogue is wiped
 * those ids mean nothing (or, reused, the wrong book), so a reset removes them too.
 */
export async function deleteCatalogueReferences(pool: Pool): Promise<void> {
  await pool.query('truncate community.book_ratings, community.author_ratings, community.reading_list_entries');
}
