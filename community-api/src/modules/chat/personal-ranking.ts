import type { Locale } from '@starshelf/contract';
import { bookIdsMatching, getBookSummaries, picksModel, scorePicks, type BookSummary, type BooksMatchingQuery, type PickReason } from '@starshelf/cms/catalogue/recommend';
import type { MemberBooks } from './member-books.js';
import { REPLIES } from './replies.js';

/** How many of the member's picks the hard filters choose from (as for "like X"). */
const PERSONAL_CANDIDATES = 200;

export type PersonalAnswer = { books: BookSummary[]; reasons: Map<number, string> };

/** Whether the member gave the model anything to go on: a rating or a listed book. */
export const hasPersonalSignal = (member: MemberBooks) => member.rated.length > 0 || member.listed.length > 0;

/**
 * The member's personal picks (the model of `GET /api/recommendations`: their ratings and reading
 * list) that pass the request's hard filters, best first, at most `limit`. A named genre must hold,
 * as in "like X". Rated and listed books are never among them; neither is anything in `excludeIds`.
 */
export async function personalRanking(
  member: MemberBooks,
  filters: BooksMatchingQuery,
  excludeIds: readonly number[],
  limit: number,
  language: Locale,
): Promise<PersonalAnswer> {
  const model = await picksModel();
  const picks = scorePicks(model, {
    rated: member.rated,
    listedIds: member.listed.map((entry) => entry.bookId),
    excludeIds,
    limit: PERSONAL_CANDIDATES,
  });
  if (picks.length === 0) return { books: [], reasons: new Map() };
  const wantedGenres = filters.genreIds ?? [];
  const passing = new Set(await bookIdsMatching({ ...filters, genreIds: [], excludeIds, onlyIds: picks.map((pick) => pick.bookId), limit: PERSONAL_CANDIDATES }));
  const kept = picks
    .filter((pick) => passing.has(pick.bookId))
    .filter((pick) => wantedGenres.length === 0 || model.books.get(pick.bookId)?.genreIds.some((id) => wantedGenres.includes(id)))
    .slice(0, limit);
  if (kept.length === 0) return { books: [], reasons: new Map() };
  const seedIds = [...new Set(kept.map((pick) => pick.reason.seedId))];
  const summaries = await getBookSummaries([...kept.map((pick) => pick.bookId), ...seedIds], language);
  const byId = new Map(summaries.map((book) => [book.id, book]));
  const books = kept.flatMap((pick) => byId.get(pick.bookId) ?? []);
  const stars = new Map(member.rated.map((row) => [row.bookId, row.rating]));
  const reasons = new Map(kept.map((pick) => [pick.bookId, personalReason(pick.reason, byId.get(pick.reason.seedId)?.title ?? '…', stars.get(pick.reason.seedId), language)]));
  return { books, reasons };
}

/**
 * "Because you rated Dune 5★: its fans rated this 4.4 on average", in the reader's language. It
 * names the member's own rating of the seed (absent: the seed is on their reading list).
 */
function personalReason(reason: PickReason, seedTitle: string, memberStars: number | undefined, language: Locale): string {
  const texts = REPLIES[language];
  const because = memberStars === undefined ? texts.becauseListed(seedTitle) : texts.becauseRated(seedTitle, memberStars);
  return reason.kind === 'co-rated' ? `${because}: ${texts.fansRated(reason.average)}` : `${because}: ${texts.closeInKind}`;
}
