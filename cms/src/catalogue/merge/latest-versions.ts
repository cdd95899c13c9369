import type { PoolClient } from 'pg';

import type { MergeableCollection } from './merge-rules.js';

type Db = Pick<PoolClient, 'query'>;

/**
 * The admin reads each document as its latest version (drafts, decision 123), while a merge and its
 * undo move rows of the main tables in SQL (decision 122). So that the admin shows what the merge
 * did, the latest versions of the documents it touched take the main rows' state: the pair's trash
 * mark, and the books' authors (an author merge) or series entries (a book or series merge). A
 * draft of one of those books loses its own unpublished change of that one field; its other fields
 * stay as drafted.
 */
export async function mirrorIntoLatestVersions(db: Db, collection: MergeableCollection, pair: number[], books: number[]): Promise<void> {
  await db.query(
    `update cms._${collection}_v v set version_deleted_at = m.deleted_at
       from cms.${collection} m where v.parent_id = m.id and v.latest and m.id = any($1::int[])`,
    [pair],
  );
  if (collection === 'authors' && books.length > 0) await mirrorBookAuthors(db, books);
  if (collection === 'series' && books.length > 0) await mirrorBookSeries(db, books);
  if (collection === 'books') await mirrorBookSeries(db, pair);
}

async function mirrorBookAuthors(db: Db, books: number[]): Promise<void> {
  await db.query(
    `delete from cms._books_v_rels vr using cms._books_v v
      where vr.parent_id = v.id and v.latest and v.parent_id = any($1::int[]) and vr.path = 'version.authors'`,
    [books],
  );
  await db.query(
    `insert into cms._books_v_rels ("order", parent_id, path, authors_id)
     select r."order", v.id, 'version.authors', r.authors_id
       from cms.books_rels r join cms._books_v v on v.parent_id = r.parent_id and v.latest
      where r.path = 'authors' and r.parent_id = any($1::int[])`,
    [books],
  );
}

async function mirrorBookSeries(db: Db, books: number[]): Promise<void> {
  await db.query(
    `delete from cms._books_v_version_all_series s using cms._books_v v
      where s._parent_id = v.id and v.latest and v.parent_id = any($1::int[])`,
    [books],
  );
  await db.query(
    `insert into cms._books_v_version_all_series (_order, _parent_id, series_id, position, position_sort, _uuid)
     select b._order, v.id, b.series_id, b.position, b.position_sort, b.id
       from cms.books_all_series b join cms._books_v v on v.parent_id = b._parent_id and v.latest
      where b._parent_id = any($1::int[])`,
    [books],
  );
}
