import { bookSlug, TRASH_RETENTION_DAYS } from '@starshelf/contract';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Pool, PoolClient } from 'pg';

import { CATALOGUE_CHANGED_CHANNEL } from '../change-notice.js';
import { DEFAULT_LOCALE_SQL } from '../localized-sql.js';
import { refreshSeriesRatings } from '../rating-aggregates.js';
import { refreshSearchDocuments, type SearchType } from '../search/search-documents.js';
import { mirrorIntoLatestVersions } from './latest-versions.js';
import {
  CONFLICT_RULES,
  duplicateEntryWins,
  duplicateRatingWins,
  isWithinUndoWindow,
  MergeRefusal,
  NO_MOVES,
  type ConflictKind,
  type MergeableCollection,
  type MergeConflict,
  type MovedCounts,
} from './merge-rules.js';

// Merges of duplicate books, authors and series and their undo (docs/rules.md §4, decision 122):
// one transaction on the caller's pool moves the catalogue rows and the community's rows, settles
// conflicts by rule, gives the survivor the duplicate's addresses, moves the duplicate to the
// trash, recomputes the aggregates and the search documents of both sides, and records in
// cms.merges exactly what it changed so an undo puts back precisely that.

type Db = Pick<PoolClient, 'query'>;
type Json = Record<string, unknown>;

const SEARCH_TYPE: Record<MergeableCollection, SearchType> = { books: 'book', authors: 'author', series: 'series' };
const TITLE_TABLE: Record<MergeableCollection, { table: string; column: string }> = {
  books: { table: 'books_locales', column: 'title' },
  authors: { table: 'authors_locales', column: 'name' },
  series: { table: 'series_locales', column: 'name' },
};

/** A member's row on the duplicate, the survivor's row before the merge, and the survivor's row the merge left. */
type MemberRowChange = { user: string; from: Json; into?: Json; after?: Json };
type MemberRows = 'bookRatings' | 'authorRatings' | 'readingList';
const MEMBER_TABLES: Record<MemberRows, { table: string; item: string }> = {
  bookRatings: { table: 'community.book_ratings', item: 'book_id' },
  authorRatings: { table: 'community.author_ratings', item: 'author_id' },
  readingList: { table: 'community.reading_list_entries', item: 'book_id' },
};

/** What a merge changed, as stored in cms.merges.changes: enough to put every row back. */
export type MergeChanges = {
  /** Moved editions with their primary mark before the move. */
  editions?: { id: number; primary: boolean }[];
  awardEntries?: number[];
  /** Relation rows moved to the survivor (books_all_series or books_rels), with their order before. */
  relationsMoved?: { id: string; order: number | null }[];
  /** Relation rows the merge deleted (the other side already had that link), whole. */
  relationsDropped?: Json[];
  members?: Partial<Record<MemberRows, MemberRowChange[]>>;
  /** The slugs the merge gave the survivor in cms.slug_history. */
  slugs: string[];
  /** Books whose series or author links changed: their series ratings and search documents follow. */
  books: number[];
};

export type MergeSide = { id: number; title: string | null; slug: string | null };
export type MergePreview = {
  collection: MergeableCollection;
  from: MergeSide;
  into: MergeSide;
  moves: MovedCounts;
  conflicts: MergeConflict[];
};
export type MergeResult = {
  mergeId: number;
  moved: MovedCounts;
  conflicts: MergeConflict[];
  redirect: { from: string; to: string };
};
export type MergeRecord = {
  id: number;
  collection: MergeableCollection;
  fromId: number;
  intoId: number;
  fromTitle: string | null;
  intoTitle: string | null;
  mergedBy: number | null;
  mergedAt: string;
  undoneAt: string | null;
  moved: MovedCounts;
  /** Whether an undo would be accepted now. */
  canUndo: boolean;
};

type DocRow = { id: number; slug: string | null; deleted_at: Date | null; title: string | null };

async function inTransaction<T>(pool: Pool, work: (db: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

async function loadDocuments(db: Db, collection: MergeableCollection, ids: number[], lock: boolean): Promise<Map<number, DocRow>> {
  const { table, column } = TITLE_TABLE[collection];
  const { rows } = await db.query<DocRow>(
    `select d.id, d.slug, d.deleted_at,
            (select l.${column} from cms.${table} l where l._parent_id = d.id order by (l._locale = ${DEFAULT_LOCALE_SQL}) desc limit 1) as title
       from cms.${collection} d where d.id = any($1::int[]) order by d.id ${lock ? 'for update of d' : ''}`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

const side = (row: DocRow): MergeSide => ({ id: row.id, title: row.title, slug: row.slug });

/** The public address of a document: the page path readers and search engines know. */
function addressOf(collection: MergeableCollection, row: { id: number; slug: string | null }): string {
  const key = collection === 'books' ? bookSlug(row.slug ?? '', row.id) : (row.slug ?? String(row.id));
  return `/${collection}/${key}`;
}

async function openMergeOf(db: Db, collection: MergeableCollection, fromId: number): Promise<{ id: number; into_id: number } | undefined> {
  const { rows } = await db.query<{ id: number; into_id: number }>(
    `select id, into_id from cms.merges where collection = $1 and from_id = $2 and undone_at is null`,
    [collection, fromId],
  );
  return rows[0];
}

/** The refusals both the preview and the merge give; answers the two documents when they may merge. */
async function checkedPair(db: Db, collection: MergeableCollection, fromId: number, intoId: number, lock: boolean): Promise<{ from: DocRow; into: DocRow }> {
  if (fromId === intoId) throw new MergeRefusal(400, 'A document cannot be merged into itself.');
  const docs = await loadDocuments(db, collection, [fromId, intoId], lock);
  const from = docs.get(fromId);
  const into = docs.get(intoId);
  if (!from) throw new MergeRefusal(404, `No ${collection} document ${fromId}.`);
  if (from.deleted_at) {
    const open = await openMergeOf(db, collection, fromId);
    if (open) throw new MergeRefusal(409, `This document was already merged into ${intoLabel(collection, open.into_id)} (merge ${open.id}); undo that merge first.`);
    throw new MergeRefusal(409, 'This document is in the trash; restore it before merging it.');
  }
  if (!into) throw new MergeRefusal(400, `"into" names no ${collection} document: ${intoId}.`);
  if (into.deleted_at) throw new MergeRefusal(409, `The document to merge into (${intoId}) is in the trash.`);
  return { from, into };
}

const intoLabel = (collection: MergeableCollection, id: number) => `${collection} ${id}`;

const count = async (db: Db, text: string, values: unknown[]): Promise<number> => {
  const { rows } = await db.query<{ n: number }>(text, values);
  return rows[0]?.n ?? 0;
};

/** The counts a merge would move and the conflicts it would settle, read without writing. */
async function countMoves(db: Db, collection: MergeableCollection, fromId: number, intoId: number): Promise<{ moves: MovedCounts; conflicts: MergeConflict[] }> {
  const moves: MovedCounts = { ...NO_MOVES };
  const conflictCounts: Partial<Record<ConflictKind, number>> = {};
  const both = (table: string, item: string) =>
    count(db, `select count(*)::int as n from ${table} f join ${table} s on s.user_id = f.user_id and s.${item} = $2 where f.${item} = $1`, [fromId, intoId]);
  if (collection === 'books') {
    moves.editions = await count(db, `select count(*)::int as n from cms.editions where book_id = $1`, [fromId]);
    moves.awardEntries = await count(db, `select count(*)::int as n from cms.award_entries where book_id = $1`, [fromId]);
    moves.seriesEntries = await count(db, `select count(*)::int as n from cms.books_all_series where _parent_id = $1`, [fromId]);
    moves.ratings = await count(db, `select count(*)::int as n from community.book_ratings where book_id = $1`, [fromId]);
    moves.reviews = await count(db, `select count(*)::int as n from community.book_ratings where book_id = $1 and coalesce(btrim(review), '') <> ''`, [fromId]);
    moves.readingList = await count(db, `select count(*)::int as n from community.reading_list_entries where book_id = $1`, [fromId]);
    conflictCounts.ratings = await both('community.book_ratings', 'book_id');
    conflictCounts.readingList = await both('community.reading_list_entries', 'book_id');
    conflictCounts.seriesEntries = await count(
      db,
      `select count(*)::int as n from cms.books_all_series f where f._parent_id = $1
          and exists (select 1 from cms.books_all_series s where s._parent_id = $2 and s.series_id = f.series_id)`,
      [fromId, intoId],
    );
    conflictCounts.primaryEdition = await count(
      db,
      `select count(*)::int as n from cms.editions f where f.book_id = $1 and f.is_primary_edition
          and exists (select 1 from cms.editions s where s.book_id = $2 and s.is_primary_edition)`,
      [fromId, intoId],
    );
  } else if (collection === 'authors') {
    moves.bookLinks = await count(db, `select count(*)::int as n from cms.books_rels where path = 'authors' and authors_id = $1`, [fromId]);
    moves.ratings = await count(db, `select count(*)::int as n from community.author_ratings where author_id = $1`, [fromId]);
    moves.reviews = await count(db, `select count(*)::int as n from community.author_ratings where author_id = $1 and coalesce(btrim(review), '') <> ''`, [fromId]);
    conflictCounts.ratings = await both('community.author_ratings', 'author_id');
    conflictCounts.bookLinks = await count(
      db,
      `select count(*)::int as n from cms.books_rels f where f.path = 'authors' and f.authors_id = $1
          and exists (select 1 from cms.books_rels s where s.path = 'authors' and s.parent_id = f.parent_id and s.authors_id = $2)`,
      [fromId, intoId],
    );
  } else {
    moves.seriesEntries = await count(db, `select count(*)::int as n from cms.books_all_series where series_id = $1`, [fromId]);
    conflictCounts.seriesEntries = await count(
      db,
      `select count(*)::int as n from cms.books_all_series f where f.series_id = $1
          and exists (select 1 from cms.books_all_series s where s._parent_id = f._parent_id and s.series_id = $2)`,
      [fromId, intoId],
    );
  }
  return { moves, conflicts: conflictList(conflictCounts) };
}

function conflictList(counts: Partial<Record<ConflictKind, number>>): MergeConflict[] {
  return (Object.keys(CONFLICT_RULES) as ConflictKind[])
    .filter((kind) => counts[kind] !== undefined)
    .map((kind) => ({ kind, count: counts[kind] ?? 0, rule: CONFLICT_RULES[kind] }));
}

/** What merging `fromId` into `intoId` would do, or the refusal it would meet. */
export async function previewMerge(pool: Pool, collection: MergeableCollection, fromId: number, intoId: number): Promise<MergePreview> {
  const { from, into } = await checkedPair(pool, collection, fromId, intoId, false);
  const { moves, conflicts } = await countMoves(pool, collection, fromId, intoId);
  return { collection, from: side(from), into: side(into), moves, conflicts };
}

/**
 * Moves a member's rows of one item (ratings, reading-list entries) to the survivor, settling a
 * member who has both by `duplicateWins`; a rating that loses hands its review to the winner when
 * the winner has none. Returns each member's rows before and the survivor's row after.
 */
async function moveMemberRows(
  db: Db,
  kind: MemberRows,
  fromId: number,
  intoId: number,
): Promise<{ changes: MemberRowChange[]; conflicts: number }> {
  const { table, item } = MEMBER_TABLES[kind];
  await db.query(`select 1 from ${table} where ${item} = any($1::int[]) for update`, [[fromId, intoId]]);
  const { rows } = await db.query<{ user_id: string; from_row: Json; into_row: Json | null; from_at: number; into_at: number | null }>(
    `select f.user_id::text as user_id, to_jsonb(f) as from_row, to_jsonb(s) as into_row,
            extract(epoch from f.updated_at)::float8 as from_at, extract(epoch from s.updated_at)::float8 as into_at
       from ${table} f left join ${table} s on s.user_id = f.user_id and s.${item} = $2
      where f.${item} = $1 order by f.user_id`,
    [fromId, intoId],
  );
  const plain: string[] = [];
  const fromWins: string[] = [];
  const intoWins: string[] = [];
  for (const row of rows) {
    if (!row.into_row || row.into_at === null) {
      plain.push(row.user_id);
      continue;
    }
    const fromRow = { updatedAt: row.from_at, status: String(row.from_row.status ?? '') };
    const intoRow = { updatedAt: row.into_at, status: String(row.into_row.status ?? '') };
    const wins = kind === 'readingList' ? duplicateEntryWins(fromRow, intoRow) : duplicateRatingWins(fromRow, intoRow);
    (wins ? fromWins : intoWins).push(row.user_id);
  }
  const isRating = kind !== 'readingList';
  if (fromWins.length > 0) {
    if (isRating) {
      // The winner keeps the loser's review when it has none of its own.
      await db.query(
        `update ${table} f set review = s.review from ${table} s
          where f.${item} = $1 and s.${item} = $2 and s.user_id = f.user_id and f.user_id = any($3::uuid[])
            and coalesce(btrim(f.review), '') = '' and coalesce(btrim(s.review), '') <> ''`,
        [fromId, intoId, fromWins],
      );
    }
    await db.query(`delete from ${table} where ${item} = $1 and user_id = any($2::uuid[])`, [intoId, fromWins]);
  }
  if (intoWins.length > 0) {
    if (isRating) {
      await db.query(
        `update ${table} s set review = f.review from ${table} f
          where s.${item} = $2 and f.${item} = $1 and f.user_id = s.user_id and s.user_id = any($3::uuid[])
            and coalesce(btrim(s.review), '') = '' and coalesce(btrim(f.review), '') <> ''`,
        [fromId, intoId, intoWins],
      );
    }
    await db.query(`delete from ${table} where ${item} = $1 and user_id = any($2::uuid[])`, [fromId, intoWins]);
  }
  await db.query(`update ${table} set ${item} = $2 where ${item} = $1`, [fromId, intoId]);
  const { rows: after } = await db.query<{ user_id: string; row: Json }>(
    `select r.user_id::text as user_id, to_jsonb(r) as row from ${table} r where r.${item} = $1 and r.user_id = any($2::uuid[])`,
    [intoId, rows.map((row) => row.user_id)],
  );
  const afterByUser = new Map(after.map((row) => [row.user_id, row.row]));
  const changes = rows.map((row) => {
    const change: MemberRowChange = { user: row.user_id, from: row.from_row };
    if (row.into_row) change.into = row.into_row;
    const left = afterByUser.get(row.user_id);
    if (left) change.after = left;
    return change;
  });
  return { changes, conflicts: fromWins.length + intoWins.length };
}

/**
 * Puts a member's rows back: a survivor's row still exactly as the merge left it is replaced by
 * the survivor's row from before (or removed when there was none); one the member changed since
 * stays. The duplicate's rows come back as they were.
 */
async function restoreMemberRows(db: Db, kind: MemberRows, fromId: number, intoId: number, changes: MemberRowChange[]): Promise<void> {
  if (changes.length === 0) return;
  const { table, item } = MEMBER_TABLES[kind];
  const records = JSON.stringify(changes);
  const { rows: unchanged } = await db.query<{ user_id: string }>(
    `delete from ${table} cur using jsonb_to_recordset($1::jsonb) as x("user" uuid, after jsonb)
      where cur.${item} = $2 and cur.user_id = x."user" and x.after is not null
        and cur is not distinct from jsonb_populate_record(null::${table}, x.after)
      returning cur.user_id::text as user_id`,
    [records, intoId],
  );
  await db.query(
    `insert into ${table} select (jsonb_populate_record(null::${table}, x."into")).*
       from jsonb_to_recordset($1::jsonb) as x("user" uuid, "into" jsonb)
      where x."into" is not null and x."user" = any($2::uuid[])
     on conflict do nothing`,
    [records, unchanged.map((row) => row.user_id)],
  );
  await db.query(
    `insert into ${table} select (jsonb_populate_record(null::${table}, x."from")).*
       from jsonb_to_recordset($1::jsonb) as x("from" jsonb)
      where (x."from"->>'${item}')::int = $2
     on conflict do nothing`,
    [records, fromId],
  );
}

/** The duplicate's addresses (its slug, the slugs it left, its id, and a book's `<slug>-<id>`) as slugs the survivor left. */
async function giveAddresses(db: Db, collection: MergeableCollection, from: DocRow, intoId: number): Promise<string[]> {
  const { rows } = await db.query<{ slug: string }>(`select slug from cms.slug_history where collection = $1 and document_id = $2`, [collection, from.id]);
  const slugs = new Set<string>([String(from.id)]);
  for (const slug of [from.slug, ...rows.map((row) => row.slug)]) {
    if (!slug) continue;
    slugs.add(slug);
    if (collection === 'books') slugs.add(bookSlug(slug, from.id));
  }
  const { rows: inserted } = await db.query<{ slug: string }>(
    `insert into cms.slug_history (collection, slug, document_id, left_at)
     select $1, s, $2, now() from unnest($3::varchar[]) as s
     on conflict (collection, slug, document_id) do nothing
     returning slug`,
    [collection, intoId, [...slugs]],
  );
  return inserted.map((row) => row.slug);
}

/** The rating aggregates of the given books or authors, from the community's ratings (rounded as contract roundAverage). */
async function recomputeAggregates(db: Db, collection: 'books' | 'authors', ids: number[]): Promise<void> {
  const { table, item } = collection === 'books' ? MEMBER_TABLES.bookRatings : MEMBER_TABLES.authorRatings;
  await db.query(
    `update cms.${collection} t set average_rating = a.average, ratings_count = a.count, updated_at = now()
       from (select x.id, round(avg(r.rating)::numeric, 1) as average, count(r.rating)::int as count
               from unnest($1::int[]) as x(id) left join ${table} r on r.${item} = x.id group by x.id) a
      where t.id = a.id and (t.average_rating is distinct from a.average or t.ratings_count is distinct from a.count::numeric)`,
    [ids],
  );
}

/** After the rows have moved (either way): aggregates, search documents and the pages' change notice. */
async function settle(db: PoolClient, collection: MergeableCollection, ids: number[], books: number[]): Promise<void> {
  if (collection === 'books') await recomputeAggregates(db, 'books', ids);
  if (collection === 'authors') await recomputeAggregates(db, 'authors', ids);
  const affectedBooks = collection === 'books' ? [...ids, ...books] : books;
  if (affectedBooks.length > 0) await refreshSeriesRatings(affectedBooks, db);
  // The series of a series merge: its books moved, so both are recomputed from their members.
  if (collection === 'series') {
    await db.query(
      `update cms.series s set average_rating = null, ratings_count = 0 where s.id = any($1::int[])
          and not exists (select 1 from cms.books_all_series bs where bs.series_id = s.id)`,
      [ids],
    );
  }
  await mirrorIntoLatestVersions(db, collection, ids, books);
  const executor = drizzle({ client: db });
  await refreshSearchDocuments(executor, SEARCH_TYPE[collection], ids);
  if (collection !== 'books' && books.length > 0) await refreshSearchDocuments(executor, 'book', books);
  // Delivered at commit: the pages, the sitemaps and the kept former slugs start a new revision (decision 086).
  await db.query('select pg_notify($1, $2)', [CATALOGUE_CHANGED_CHANNEL, collection]);
}

/**
 * Merges `fromId` into `intoId` (decision 122). Refused (MergeRefusal) into itself, into an unknown
 * or trashed document, or when `fromId` is trashed or already merged.
 */
export async function mergeDocuments(
  pool: Pool,
  input: { collection: MergeableCollection; fromId: number; intoId: number; editorId: number | null },
): Promise<MergeResult> {
  const { collection, fromId, intoId } = input;
  return inTransaction(pool, async (db) => {
    const { from, into } = await checkedPair(db, collection, fromId, intoId, true);
    const moved: MovedCounts = { ...NO_MOVES };
    const conflictCounts: Partial<Record<ConflictKind, number>> = {};
    const changes: MergeChanges = { slugs: [], books: [] };

    if (collection === 'books') {
      const { rows: editions } = await db.query<{ id: number; primary: boolean }>(
        `select id, coalesce(is_primary_edition, false) as primary from cms.editions where book_id = $1 order by id for update`,
        [fromId],
      );
      changes.editions = editions;
      const { rowCount: demoted } = await db.query(
        `update cms.editions set is_primary_edition = false where book_id = $1 and is_primary_edition
            and exists (select 1 from cms.editions s where s.book_id = $2 and s.is_primary_edition)`,
        [fromId, intoId],
      );
      conflictCounts.primaryEdition = demoted ?? 0;
      await db.query(`update cms.editions set book_id = $2 where book_id = $1`, [fromId, intoId]);
      moved.editions = editions.length;

      const { rows: entries } = await db.query<{ id: number }>(`update cms.award_entries set book_id = $2 where book_id = $1 returning id`, [fromId, intoId]);
      changes.awardEntries = entries.map((row) => row.id);
      moved.awardEntries = entries.length;

      const { rows: dropped } = await db.query<{ row: Json }>(
        `delete from cms.books_all_series f where f._parent_id = $1
            and exists (select 1 from cms.books_all_series s where s._parent_id = $2 and s.series_id = f.series_id)
          returning to_jsonb(f) as row`,
        [fromId, intoId],
      );
      const { rows: series } = await db.query<{ id: string; order: number }>(
        `with old as (select id, _order from cms.books_all_series where _parent_id = $1),
              base as (select coalesce(max(_order), 0) as top from cms.books_all_series where _parent_id = $2)
         update cms.books_all_series bs set _parent_id = $2, _order = base.top + old._order
           from old, base where bs.id = old.id returning bs.id, old._order as "order"`,
        [fromId, intoId],
      );
      changes.relationsDropped = dropped.map((row) => row.row);
      changes.relationsMoved = series.map((row) => ({ id: row.id, order: row.order }));
      moved.seriesEntries = series.length + dropped.length;
      conflictCounts.seriesEntries = dropped.length;

      const ratings = await moveMemberRows(db, 'bookRatings', fromId, intoId);
      const list = await moveMemberRows(db, 'readingList', fromId, intoId);
      changes.members = { bookRatings: ratings.changes, readingList: list.changes };
      moved.ratings = ratings.changes.length;
      moved.reviews = ratings.changes.filter((change) => String(change.from.review ?? '').trim() !== '').length;
      moved.readingList = list.changes.length;
      conflictCounts.ratings = ratings.conflicts;
      conflictCounts.readingList = list.conflicts;
    } else if (collection === 'authors') {
      const { rows: dropped } = await db.query<{ row: Json; book: number }>(
        `delete from cms.books_rels f where f.path = 'authors' and f.authors_id = $1
            and exists (select 1 from cms.books_rels s where s.path = 'authors' and s.parent_id = f.parent_id and s.authors_id = $2)
          returning to_jsonb(f) as row, f.parent_id as book`,
        [fromId, intoId],
      );
      const { rows: links } = await db.query<{ id: number; book: number; order: number | null }>(
        `update cms.books_rels set authors_id = $2 where path = 'authors' and authors_id = $1 returning id, parent_id as book, "order"`,
        [fromId, intoId],
      );
      changes.relationsDropped = dropped.map((row) => row.row);
      changes.relationsMoved = links.map((row) => ({ id: String(row.id), order: row.order }));
      changes.books = [...new Set([...dropped.map((row) => row.book), ...links.map((row) => row.book)])];
      moved.bookLinks = links.length + dropped.length;
      conflictCounts.bookLinks = dropped.length;

      const ratings = await moveMemberRows(db, 'authorRatings', fromId, intoId);
      changes.members = { authorRatings: ratings.changes };
      moved.ratings = ratings.changes.length;
      moved.reviews = ratings.changes.filter((change) => String(change.from.review ?? '').trim() !== '').length;
      conflictCounts.ratings = ratings.conflicts;
    } else {
      const { rows: dropped } = await db.query<{ row: Json; book: number }>(
        `delete from cms.books_all_series f where f.series_id = $1
            and exists (select 1 from cms.books_all_series s where s._parent_id = f._parent_id and s.series_id = $2)
          returning to_jsonb(f) as row, f._parent_id as book`,
        [fromId, intoId],
      );
      const { rows: entries } = await db.query<{ id: string; book: number; order: number }>(
        `update cms.books_all_series set series_id = $2 where series_id = $1 returning id, _parent_id as book, _order as "order"`,
        [fromId, intoId],
      );
      changes.relationsDropped = dropped.map((row) => row.row);
      changes.relationsMoved = entries.map((row) => ({ id: row.id, order: row.order }));
      changes.books = [...new Set([...dropped.map((row) => row.book), ...entries.map((row) => row.book)])];
      moved.seriesEntries = entries.length + dropped.length;
      conflictCounts.seriesEntries = dropped.length;
    }

    changes.slugs = await giveAddresses(db, collection, from, intoId);
    await db.query(`update cms.${collection} set deleted_at = now() where id = $1`, [fromId]);
    await settle(db, collection, [fromId, intoId], changes.books);

    const { rows } = await db.query<{ id: number }>(
      `insert into cms.merges (collection, from_id, into_id, merged_by, moved, changes) values ($1, $2, $3, $4, $5, $6) returning id`,
      [collection, fromId, intoId, input.editorId, JSON.stringify(moved), JSON.stringify(changes)],
    );
    return {
      mergeId: rows[0]!.id,
      moved,
      conflicts: conflictList(conflictCounts),
      redirect: { from: addressOf(collection, from), to: addressOf(collection, into) },
    };
  });
}

type StoredMerge = {
  id: number;
  collection: MergeableCollection;
  from_id: number;
  into_id: number;
  merged_at: Date;
  undone_at: Date | null;
  changes: MergeChanges;
};

/**
 * Undoes a merge within the trash's retention: the duplicate comes back from the trash with every
 * row the merge moved or replaced, and loses the addresses it gave the survivor. What members did
 * on the survivor since the merge stays there.
 */
export async function undoMerge(
  pool: Pool,
  input: { mergeId: number; editorId: number | null; now?: Date; retentionDays?: number },
): Promise<{ mergeId: number; collection: MergeableCollection; from: MergeSide; into: MergeSide }> {
  return inTransaction(pool, async (db) => {
    const { rows } = await db.query<StoredMerge>(
      `select id, collection, from_id, into_id, merged_at, undone_at, changes from cms.merges where id = $1 for update`,
      [input.mergeId],
    );
    const merge = rows[0];
    if (!merge) throw new MergeRefusal(404, `No merge ${input.mergeId}.`);
    if (merge.undone_at) throw new MergeRefusal(409, 'This merge has been undone already.');
    const now = input.now ?? new Date();
    if (!isWithinUndoWindow(merge.merged_at, now, input.retentionDays ?? TRASH_RETENTION_DAYS)) {
      throw new MergeRefusal(410, `A merge can be undone for ${input.retentionDays ?? TRASH_RETENTION_DAYS} days; this one is older.`);
    }
    const { collection, from_id: fromId, into_id: intoId, changes } = merge;
    const docs = await loadDocuments(db, collection, [fromId, intoId], true);
    const from = docs.get(fromId);
    const into = docs.get(intoId);
    if (!from) throw new MergeRefusal(410, 'The merged document has been deleted for good; the merge cannot be undone.');
    if (!into) throw new MergeRefusal(409, 'The document it was merged into has been deleted for good; the merge cannot be undone.');

    const moved = JSON.stringify(changes.relationsMoved ?? []);
    const dropped = JSON.stringify(changes.relationsDropped ?? []);
    if (collection === 'books') {
      await db.query(
        `update cms.editions e set book_id = $2, is_primary_edition = x.primary
           from jsonb_to_recordset($1::jsonb) as x(id int, "primary" boolean) where e.id = x.id and e.book_id = $3`,
        [JSON.stringify(changes.editions ?? []), fromId, intoId],
      );
      await db.query(`update cms.award_entries set book_id = $2 where id = any($1::int[]) and book_id = $3`, [changes.awardEntries ?? [], fromId, intoId]);
      await db.query(
        `update cms.books_all_series bs set _parent_id = $2, _order = x.order
           from jsonb_to_recordset($1::jsonb) as x(id varchar, "order" int) where bs.id = x.id and bs._parent_id = $3`,
        [moved, fromId, intoId],
      );
      await db.query(`insert into cms.books_all_series select (jsonb_populate_record(null::cms.books_all_series, r)).* from jsonb_array_elements($1::jsonb) r on conflict do nothing`, [dropped]);
      await restoreMemberRows(db, 'bookRatings', fromId, intoId, changes.members?.bookRatings ?? []);
      await restoreMemberRows(db, 'readingList', fromId, intoId, changes.members?.readingList ?? []);
    } else if (collection === 'authors') {
      await db.query(
        `update cms.books_rels r set authors_id = $2 from jsonb_to_recordset($1::jsonb) as x(id varchar) where r.id = x.id::int and r.authors_id = $3`,
        [moved, fromId, intoId],
      );
      await db.query(`insert into cms.books_rels select (jsonb_populate_record(null::cms.books_rels, r)).* from jsonb_array_elements($1::jsonb) r on conflict do nothing`, [dropped]);
      await restoreMemberRows(db, 'authorRatings', fromId, intoId, changes.members?.authorRatings ?? []);
    } else {
      await db.query(
        `update cms.books_all_series bs set series_id = $2 from jsonb_to_recordset($1::jsonb) as x(id varchar) where bs.id = x.id and bs.series_id = $3`,
        [moved, fromId, intoId],
      );
      await db.query(`insert into cms.books_all_series select (jsonb_populate_record(null::cms.books_all_series, r)).* from jsonb_array_elements($1::jsonb) r on conflict do nothing`, [dropped]);
    }
    await db.query(`delete from cms.slug_history where collection = $1 and document_id = $2 and slug = any($3::varchar[])`, [collection, intoId, changes.slugs]);
    await db.query(`update cms.${collection} set deleted_at = null where id = $1`, [fromId]);
    await settle(db, collection, [fromId, intoId], changes.books);
    await db.query(`update cms.merges set undone_at = $2, undone_by = $3 where id = $1`, [merge.id, now, input.editorId]);
    return { mergeId: merge.id, collection, from: side(from), into: side(into) };
  });
}

/** The merge that holds `id` of `collection` in the trash, if any: a restore from the trash must go through its undo. */
export async function openMergeHolding(pool: Pick<Pool, 'query'>, collection: MergeableCollection, id: number): Promise<{ id: number; intoId: number } | null> {
  const open = await openMergeOf(pool, collection, id);
  return open ? { id: open.id, intoId: open.into_id } : null;
}

/** The newest merges, for the admin's list with its Undo buttons. */
export async function listRecentMerges(pool: Pool, options: { limit?: number; now?: Date; retentionDays?: number } = {}): Promise<MergeRecord[]> {
  const { rows } = await pool.query<{
    id: number;
    collection: MergeableCollection;
    from_id: number;
    into_id: number;
    merged_by: number | null;
    merged_at: Date;
    undone_at: Date | null;
    moved: MovedCounts;
    from_title: string | null;
    into_title: string | null;
    from_exists: boolean;
  }>(
    `select m.id, m.collection, m.from_id, m.into_id, m.merged_by, m.merged_at, m.undone_at, m.moved,
            case m.collection
              when 'books' then (select l.title from cms.books_locales l where l._parent_id = m.from_id order by (l._locale = ${DEFAULT_LOCALE_SQL}) desc limit 1)
              when 'authors' then (select l.name from cms.authors_locales l where l._parent_id = m.from_id order by (l._locale = ${DEFAULT_LOCALE_SQL}) desc limit 1)
              else (select l.name from cms.series_locales l where l._parent_id = m.from_id order by (l._locale = ${DEFAULT_LOCALE_SQL}) desc limit 1) end as from_title,
            case m.collection
              when 'books' then (select l.title from cms.books_locales l where l._parent_id = m.into_id order by (l._locale = ${DEFAULT_LOCALE_SQL}) desc limit 1)
              when 'authors' then (select l.name from cms.authors_locales l where l._parent_id = m.into_id order by (l._locale = ${DEFAULT_LOCALE_SQL}) desc limit 1)
              else (select l.name from cms.series_locales l where l._parent_id = m.into_id order by (l._locale = ${DEFAULT_LOCALE_SQL}) desc limit 1) end as into_title,
            case m.collection
              when 'books' then exists (select 1 from cms.books d where d.id = m.from_id)
              when 'authors' then exists (select 1 from cms.authors d where d.id = m.from_id)
              else exists (select 1 from cms.series d where d.id = m.from_id) end as from_exists
       from cms.merges m order by m.merged_at desc, m.id desc limit $1`,
    [Math.min(Math.max(options.limit ?? 20, 1), 100)],
  );
  const now = options.now ?? new Date();
  return rows.map((row) => ({
    id: row.id,
    collection: row.collection,
    fromId: row.from_id,
    intoId: row.into_id,
    fromTitle: row.from_title,
    intoTitle: row.into_title,
    mergedBy: row.merged_by,
    mergedAt: row.merged_at.toISOString(),
    undoneAt: row.undone_at?.toISOString() ?? null,
    moved: row.moved,
    canUndo: !row.undone_at && row.from_exists && isWithinUndoWindow(row.merged_at, now, options.retentionDays ?? TRASH_RETENTION_DAYS),
  }));
}
