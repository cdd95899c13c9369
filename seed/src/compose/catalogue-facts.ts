import { type Dataset } from '../data/dataset.js';
import { type AuthorRow, type AwardEntryRow, type BookRow, type GenreRow } from '../data/row-schemas.js';

// Small queries over the Dataset shared by the composers. Everything returned is a fact of the
// data set; the composers only choose words for it.

export function firstAuthor(dataset: Dataset, bookId: number): AuthorRow | undefined {
  const credit = dataset.creditsByBook.get(bookId)?.[0];
  return credit === undefined ? undefined : dataset.authors.get(credit.authorId);
}

/** Genres most often found on the given books, top-level genres first on a tie. */
export function topGenres(dataset: Dataset, bookIds: readonly number[], limit: number): GenreRow[] {
  const counts = new Map<number, number>();
  for (const bookId of bookIds) {
    for (const label of dataset.genresByBook.get(bookId) ?? []) {
      counts.set(label.genreId, (counts.get(label.genreId) ?? 0) + 1);
    }
  }
  return [...counts.entries()]
    .map(([genreId, count]) => ({ genre: dataset.genres.get(genreId), count }))
    .filter((item): item is { genre: GenreRow; count: number } => item.genre !== undefined)
    .sort((a, b) => b.count - a.count || a.genre.level - b.genre.level || a.genre.genreId - b.genre.genreId)
    .slice(0, limit)
    .map((item) => item.genre);
}

/** Books with a real number of ratings first, then by average rating: "well rated", not obscure. */
export function wellRated(dataset: Dataset, bookIds: readonly number[], limit: number): BookRow[] {
  const books = bookIds.map((id) => dataset.books.get(id)).filter((b): b is BookRow => b !== undefined);
  const isEstablished = (b: BookRow) => b.ratingsCount >= 1000;
  return books
    .sort(
      (a, b) =>
        Number(isEstablished(b)) - Number(isEstablished(a)) ||
        (b.averageRating ?? 0) - (a.averageRating ?? 0) ||
        b.ratingsCount - a.ratingsCount ||
        a.bookId - b.bookId,
    )
    .slice(0, limit);
}

/** The most-read books, shown in order of publication. */
export function bestKnown(dataset: Dataset, bookIds: readonly number[], limit: number): BookRow[] {
  return bookIds
    .map((id) => dataset.books.get(id))
    .filter((b): b is BookRow => b !== undefined)
    .sort((a, b) => b.ratingsCount - a.ratingsCount || a.bookId - b.bookId)
    .slice(0, limit)
    .sort((a, b) => (a.publicationYear ?? 9999) - (b.publicationYear ?? 9999) || a.bookId - b.bookId);
}

export function byYearThenAward(a: AwardEntryRow, b: AwardEntryRow): number {
  return a.year - b.year || a.awardId - b.awardId || a.entryId - b.entryId;
}

/** Groups entries by award, keeping the order in which each award first appears. */
export function groupByAward(entries: readonly AwardEntryRow[]): AwardEntryRow[][] {
  const groups = new Map<number, AwardEntryRow[]>();
  for (const entry of [...entries].sort(byYearThenAward)) {
    const group = groups.get(entry.awardId);
    if (group) group.push(entry);
    else groups.set(entry.awardId, [entry]);
  }
  return [...groups.values()];
}

/** The distinct, sorted years of some entries, e.g. for "(1966, 1970)". */
export function distinctYears(entries: readonly AwardEntryRow[]): number[] {
  return [...new Set(entries.map((e) => e.year))].sort((a, b) => a - b);
}
