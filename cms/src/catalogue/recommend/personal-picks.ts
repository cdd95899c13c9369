import { DEFAULT_LOCALE, type Locale } from '@starshelf/contract';

import { getBookSummaries } from '../read/find-books.js';
import type { BookSummary } from '../read/shapes.js';
import { catalogueQuery } from '../sql.js';
import { isLive, isPublic } from '../public-sql.js';
import { buildPicksModel, scorePicks, seriesCap, type BookFacts, type MemberSignal, type PickReason, type PicksModel, type RatingRow } from './picks-model.js';

/** The model is rebuilt in the background once older than this; members' new ratings show up then. */
export const PICKS_MODEL_MAX_AGE_MS = 10 * 60 * 1000;

/** Every rating of a book that is still in the catalogue (and not in its trash), in one read. */
export async function loadRatingRows(): Promise<RatingRow[]> {
  const rows = await catalogueQuery<{ user_id: string; book_id: number; rating: number }>(
    `select r.user_id::text as user_id, r.book_id, r.rating from community.book_ratings r
      where ${isLive('books', 'r.book_id')}`,
  );
  return rows.map((row) => ({ userId: row.user_id, bookId: row.book_id, rating: row.rating }));
}

/** Each book's genres, moods, series and damped average: what the blend and the series cap need. */
export async function loadBookFacts(): Promise<BookFacts[]> {
  const rows = await catalogueQuery<{ id: number; damped_rating: string | null; genre_ids: number[]; moods: string[]; series_ids: number[] }>(
    `select b.id, b.damped_rating,
            array(select r.genres_id from cms.books_rels r where r.parent_id = b.id and r.path = 'genres' and r.genres_id is not null) as genre_ids,
            array(select m.mood from cms.book_moods m where m.book_id = b.id) as moods,
            array(select s.series_id from cms.books_all_series s where s._parent_id = b.id and s.series_id is not null) as series_ids
       from cms.books b where ${isPublic('b')}`,
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
