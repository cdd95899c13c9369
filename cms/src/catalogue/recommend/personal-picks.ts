import { DEFAULT_LOCALE, type Locale } from '@starshelf/contract';

import { getBookSummaries } from '../read/find-books.js';
import type { BookSummary } from '../read/shapes.js';
import { catalogueQuery } from '../sql.js';
import { isPublic } from '../public-sql.js';
import { buildPicksModelInSlices, scorePicks, seriesCap, type BookFacts, type MemberSignal, type PickReason, type PicksModel, type RatingRow } from './picks-model.js';

/** The model is rebuilt in the background once older than this; members' new ratings show up then. */
export const PICKS_MODEL_MAX_AGE_MS = 10 * 60 * 1000;

/**
 * The model holds the most-rated public books, at most this many (decision 136): the books whose
 * ratings say something about each other. A book outside it is picked by none of its co-raters and
 * passes the series cap unseen; on the shipped catalogue (3,042 books) it holds every book.
 */
export const PICKS_MODEL_BOOKS = 20_000;

/**
 * The readers whose ratings build the model, taken in a fixed order (by id, which is random) while
 * the pairs of books they rated together stay within this budget: the build costs the sum over
 * readers of their ratings squared, in time and in memory. The shipped ratings make 790,837 pairs,
 * all kept; 2.6 million ratings of a larger catalogue make 253 million, which no process holds.
 */
export const PICKS_MODEL_PAIRS = 4_000_000;

/** The model's books, most rated first: read from `books_public_most_rated_idx` (decision 156). */
export const MODEL_BOOKS_SQL = `select b.id from cms.books b where ${isPublic('b')} order by b.ratings_count desc nulls last, b.id limit $1`;

/** Readers are read this many at a time, in id order, until the pairs budget is spent. */
export const PICKS_READERS_BATCH = 2_000;

export type PicksModelBounds = { books: number; pairs: number; readersBatch: number };
const PICKS_MODEL_BOUNDS: PicksModelBounds = { books: PICKS_MODEL_BOOKS, pairs: PICKS_MODEL_PAIRS, readersBatch: PICKS_READERS_BATCH };

// Ordered by the column, not the text the row is answered as: `order by id` named the output column and
// sorted every member's id as text (a sequential scan of the users for each batch, 70-130 ms at 285,000).
export const READERS_SQL = `select u.id::text as id from community.users u
  where u.id > coalesce($1::uuid, '00000000-0000-0000-0000-000000000000') order by u.id limit $2`;
const READERS_RATINGS_SQL = `select r.user_id::text as user_id, r.book_id, r.rating from community.book_ratings r
  where r.user_id = any($1::uuid[]) order by r.user_id, r.book_id`;

/**
 * The ratings the model is built from: of its books, by the readers taken from the users table in
 * id order while their co-rated pairs stay within the budget (decision 140). Each batch of readers
 * is read through the ratings' primary key (user_id, book_id), so the work is bounded by the
 * budget, not by the catalogue: the first reader whose pairs would pass it ends the walk.
 */
export async function loadRatingRows(bounds: PicksModelBounds = PICKS_MODEL_BOUNDS): Promise<RatingRow[]> {
  const modelBooks = new Set((await catalogueQuery<{ id: number }>(MODEL_BOOKS_SQL, [bounds.books])).map((row) => row.id));
  const kept: RatingRow[] = [];
  let pairs = 0;
  let after: string | null = null;
  for (;;) {
    const readers: string[] = (await catalogueQuery<{ id: string }>(READERS_SQL, [after, bounds.readersBatch])).map((row) => row.id);
    if (readers.length === 0) return kept;
    after = readers.at(-1)!;
    const byReader = new Map<string, RatingRow[]>(readers.map((id) => [id, []]));
    for (const row of await catalogueQuery<{ user_id: string; book_id: number; rating: number }>(READERS_RATINGS_SQL, [readers])) {
      if (modelBooks.has(row.book_id)) byReader.get(row.user_id)?.push({ userId: row.user_id, bookId: row.book_id, rating: row.rating });
    }
    for (const rows of byReader.values()) {
      pairs += rows.length * rows.length;
      if (pairs > bounds.pairs) return kept;
      kept.push(...rows);
    }
  }
}

/**
 * Each model book's genres, moods, series and damped average ($1: the model's size). The books are
 * found by key: joined to MODEL_BOOKS_SQL as a CTE, PostgreSQL hashed the model's ids and read every
 * book to probe them (a sequential scan of a million rows, 350 of the 550 ms this took at 1M).
 */
export const BOOK_FACTS_SQL = `select b.id, b.damped_rating,
    array(select r.genres_id from cms.books_rels r where r.parent_id = b.id and r.path = 'genres' and r.genres_id is not null) as genre_ids,
    array(select m.mood from cms.book_moods m where m.book_id = b.id) as moods,
    array(select s.series_id from cms.books_all_series s where s._parent_id = b.id and s.series_id is not null) as series_ids
  from cms.books b where b.id = any(array(${MODEL_BOOKS_SQL}))`;

/** Each model book's genres, moods, series and damped average: what the blend and the series cap need. */
export async function loadBookFacts(books: number = PICKS_MODEL_BOOKS): Promise<BookFacts[]> {
  const rows = await catalogueQuery<{ id: number; damped_rating: string | null; genre_ids: number[]; moods: string[]; series_ids: number[] }>(BOOK_FACTS_SQL, [books]);
  return rows.map((row) => ({
    id: row.id,
    dampedRating: row.damped_rating === null ? null : Number(row.damped_rating),
    genreIds: row.genre_ids,
    moods: row.moods,
    seriesIds: row.series_ids,
  }));
}

let current: PicksModel | undefined;
let building: Promise<PicksModel> | undefined;

/** Builds the model now (on demand, e.g. after an import) and keeps it for every later request. */
export function refreshPicksModel(): Promise<PicksModel> {
  building ??= Promise.all([loadRatingRows(), loadBookFacts()])
    .then(([ratings, books]) => buildPicksModelInSlices(ratings, books))
    .then((model) => (current = model))
    .finally(() => {
      building = undefined;
    });
  return building;
}

/** The cached model; a stale one is served while its successor builds, so no request waits for it. */
export async function picksModel(now: Date = new Date()): Promise<PicksModel> {
  if (!current) return refreshPicksModel();
  if (now.getTime() - current.builtAt.getTime() > PICKS_MODEL_MAX_AGE_MS) void refreshPicksModel().catch(() => undefined);
  return current;
}

export type PersonalPick = { book: BookSummary; reason: PickReason; seed: BookSummary | undefined };

/**
 * A member's picks from their ratings and list, best first, each with the book its reason names
 * (in the reader's locale). Nothing rated, listed or excluded; at most two of one series.
 */
export async function personalPicks(signal: MemberSignal, locale: Locale = DEFAULT_LOCALE): Promise<PersonalPick[]> {
  const scored = scorePicks(await picksModel(), signal);
  const seedIds = [...new Set(scored.map((pick) => pick.reason.seedId))];
  const summaries = new Map((await getBookSummaries([...scored.map((pick) => pick.bookId), ...seedIds], locale)).map((book) => [book.id, book]));
  return scored.flatMap((pick) => {
    const book = summaries.get(pick.bookId);
    return book ? [{ book, reason: pick.reason, seed: summaries.get(pick.reason.seedId) }] : [];
  });
}

/** Of `candidateIds` (in order), those that keep every series at two books beside `pickedIds`. */
export async function withinSeriesCap(pickedIds: readonly number[], candidateIds: readonly number[]): Promise<number[]> {
  const admits = seriesCap(await picksModel(), pickedIds);
  return candidateIds.filter(admits);
}
