import { type Dataset } from './dataset.js';

/**
 * Every cross-file reference of the data set's README, checked in memory. Returns one line per
 * broken reference (empty when all hold), so the CLI can refuse to import a broken rebuild.
 */
export function findBrokenReferences(dataset: Dataset): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, message: () => string) => {
    if (!ok) problems.push(message());
  };
  const { tables } = dataset;

  tables.bookAuthors.forEach((r, i) => {
    check(dataset.books.has(r.bookId), () => `book_authors.csv row ${i + 1}: unknown book_id ${r.bookId}`);
    check(dataset.authors.has(r.authorId), () => `book_authors.csv row ${i + 1}: unknown author_id ${r.authorId}`);
  });
  tables.bookSeries.forEach((r, i) => {
    check(dataset.books.has(r.bookId), () => `book_series.csv row ${i + 1}: unknown book_id ${r.bookId}`);
    check(dataset.series.has(r.seriesId), () => `book_series.csv row ${i + 1}: unknown series_id ${r.seriesId}`);
  });
  tables.bookGenres.forEach((r, i) => {
    check(dataset.books.has(r.bookId), () => `book_genres.csv row ${i + 1}: unknown book_id ${r.bookId}`);
    check(dataset.genres.has(r.genreId), () => `book_genres.csv row ${i + 1}: unknown genre_id ${r.genreId}`);
  });
  tables.bookTitles.forEach((r, i) => {
    check(dataset.books.has(r.bookId), () => `book_titles.csv row ${i + 1}: unknown book_id ${r.bookId}`);
  });
  tables.genres.forEach((r, i) => {
    check(r.parentId === undefined || dataset.genres.has(r.parentId), () => `genres.csv row ${i + 1}: unknown parent_id ${r.parentId}`);
  });
  tables.books.forEach((r, i) => {
    check(
      r.primaryGenreId === undefined || dataset.genres.has(r.primaryGenreId),
      () => `books.csv row ${i + 1}: unknown primary_genre_id ${r.primaryGenreId}`,
    );
    check(
      r.displayEditionId === undefined || dataset.editions.has(r.displayEditionId),
      () => `books.csv row ${i + 1}: unknown display_edition_id ${r.displayEditionId}`,
    );
    const primaries = (dataset.editionsByBook.get(r.bookId) ?? []).filter((e) => e.isPrimary).length;
    check(primaries === 1, () => `books.csv row ${i + 1}: book ${r.bookId} has ${primaries} primary editions`);
  });
  tables.editions.forEach((r, i) => {
    check(dataset.books.has(r.bookId), () => `editions.csv row ${i + 1}: unknown book_id ${r.bookId}`);
  });
  tables.awardEntries.forEach((r, i) => {
    check(dataset.awards.has(r.awardId), () => `award_entries.csv row ${i + 1}: unknown award_id ${r.awardId}`);
    check(r.bookId === undefined || dataset.books.has(r.bookId), () => `award_entries.csv row ${i + 1}: unknown book_id ${r.bookId}`);
  });
  tables.ratings.forEach((r, i) => {
    check(dataset.books.has(r.bookId), () => `ratings.csv row ${i + 1}: unknown book_id ${r.bookId}`);
  });
  tables.bookShelves.forEach((r, i) => {
    check(dataset.books.has(r.bookId), () => `book_shelves.csv row ${i + 1}: unknown book_id ${r.bookId}`);
  });
  return problems;
}
