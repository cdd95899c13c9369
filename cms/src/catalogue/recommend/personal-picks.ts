import { DEFAULT_LOCALE, type Locale } from '@starshelf/contract';

import { getBookSummaries } from '../read/find-books.js';
import type { BookSummary } from '../read/shapes.js';
import { catalogueQuery } from '../sql.js';
import { isPublic } from '../public-sql.js';
import { buildPicksModel, scorePicks, seriesCap, type BookFacts, type MemberSignal, type PickReason, type PicksModel, type RatingRow } from './picks-model.js';

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

const MODEL_BOOKS_SQL = `select b.id from cms.books b where ${isPublic('b')} order by b.ratings_count desc nulls last, b.id limit $1`;

/** The ratings the model is built from: of its books, by the readers within the pairs budget. */
export async function loadRatingRows(): Promise<RatingRow[]> {
  const rows = await catalogueQuery<{ user_id: string; book_id: number; rating: number }>(
    `with model_books as (${MODEL_BOOKS_SQL}),
          per_reader as (
            select r.user_id, count(*) as rated from community.book_ratings r join model_books m on m.id = r.book_id group by r.user_id),
          readers as (
            select user_id from (select user_id, sum(rated * rated) over (order by user_id) as pairs from per_reader) running
             where pairs <= $2)
     select r.user_id::text as user_id, r.book_id, r.rating
       from community.book_ratings r join model_books m on m.id = r.book_id join readers x on x.user_id = r.user_id`,
    [PICKS_MODEL_BOOKS, PICKS_MODEL_PAIRS],
  );
  return rows.map((row) => ({ userId: row.user_id, bookId: row.book_id, rating: row.rating }));
}

/** Each model book's genres, moods, series and damped average: what the blend and the series cap need. */
export async function loadBookFacts(): Promise<BookFacts[]> {
  const rows = await catalogueQuery<{ id: number; damped_rating: string | null; genre_ids: number[]; moods: string[]; series_ids: number[] }>(
    `with model_books as (${MODEL_BOOKS_SQL})
     select b.id, b.damped_rating,
            array(select r.genres_id from cms.books_rels r where r.parent_id = b.id and r.path = 'genres' and r.genres_id is not null) as genre_ids,
            array(select m.mood from cms.book_moods m where m.book_id = b.id) as moods,
            array(select s.series_id from cms.books_all_series s where s._parent_id = b.id and s.series_id is not null) as series_ids
       from cms.books b join model_books using (id)`,
    [PICKS_MODEL_BOOKS],
  );
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
    .then(([ratings, books]) => (current = buildPicksModel(ratings, books)))
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
