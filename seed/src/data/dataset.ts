import { DataFileError } from './data-file-error.js';
import { dataFiles } from './data-files.js';
import type {
  AuthorRow,
  AwardEntryRow,
  AwardRow,
  BookAuthorRow,
  BookGenreRow,
  BookRow,
  BookSeriesRow,
  BookShelfRow,
  BookTitleRow,
  EditionRow,
  GenreRow,
  RatingRow,
  SeriesRow,
} from './row-schemas.js';

/** The rows of every file, in file order. */
export interface DatasetTables {
  books: BookRow[];
  editions: EditionRow[];
  authors: AuthorRow[];
  bookAuthors: BookAuthorRow[];
  series: SeriesRow[];
  bookSeries: BookSeriesRow[];
  genres: GenreRow[];
  bookGenres: BookGenreRow[];
  awards: AwardRow[];
  awardEntries: AwardEntryRow[];
  ratings: RatingRow[];
  bookShelves: BookShelfRow[];
  bookTitles: BookTitleRow[];
}

/**
 * The whole data set in memory: the tables, maps by external id, and the join indexes the
 * composers and the importer need. Link rows in the indexes keep file order except where noted.
 */
export interface Dataset {
  tables: DatasetTables;
  books: Map<number, BookRow>;
  editions: Map<number, EditionRow>;
  authors: Map<number, AuthorRow>;
  series: Map<number, SeriesRow>;
  genres: Map<number, GenreRow>;
  awards: Map<number, AwardRow>;
  awardEntries: Map<number, AwardEntryRow>;
  /** Credits of a book, sorted by credit position. */
  creditsByBook: Map<number, BookAuthorRow[]>;
  creditsByAuthor: Map<number, BookAuthorRow[]>;
  /** Series memberships of a book, the primary one first. */
  seriesByBook: Map<number, BookSeriesRow[]>;
  /** Members of a series, sorted by position. */
  booksBySeries: Map<number, BookSeriesRow[]>;
  genresByBook: Map<number, BookGenreRow[]>;
  booksByGenre: Map<number, BookGenreRow[]>;
  editionsByBook: Map<number, EditionRow[]>;
  entriesByBook: Map<number, AwardEntryRow[]>;
  entriesByAward: Map<number, AwardEntryRow[]>;
  /** The German and Italian titles of a book's published translations. */
  titlesByBook: Map<number, BookTitleRow[]>;
}

function keyBy<Row>(
  rows: Row[],
  file: string,
  key: (row: Row) => number,
): Map<number, Row> {
  const map = new Map<number, Row>();
  rows.forEach((row, index) => {
    const id = key(row);
    if (map.has(id)) throw new DataFileError(file, index + 1, `duplicate id ${id}`);
    map.set(id, row);
  });
  return map;
}

function groupBy<Row>(rows: Row[], key: (row: Row) => number | undefined): Map<number, Row[]> {
  const map = new Map<number, Row[]>();
  for (const row of rows) {
    const id = key(row);
    if (id === undefined) continue;
    const group = map.get(id);
    if (group) group.push(row);
    else map.set(id, [row]);
  }
  return map;
}

function sortGroups<Row>(map: Map<number, Row[]>, compare: (a: Row, b: Row) => number): Map<number, Row[]> {
  for (const group of map.values()) group.sort(compare);
  return map;
}

const byPosition = (a: BookSeriesRow, b: BookSeriesRow) =>
  (a.positionSort ?? Number.POSITIVE_INFINITY) - (b.positionSort ?? Number.POSITIVE_INFINITY) ||
  a.bookId - b.bookId;

/** Builds the maps and indexes; also used by tests to turn a hand-made fixture into a Dataset. */
export function buildDataset(tables: DatasetTables): Dataset {
  return {
    tables,
    books: keyBy(tables.books, dataFiles.books.file, (r) => r.bookId),
    editions: keyBy(tables.editions, dataFiles.editions.file, (r) => r.editionId),
    authors: keyBy(tables.authors, dataFiles.authors.file, (r) => r.authorId),
    series: keyBy(tables.series, dataFiles.series.file, (r) => r.seriesId),
    genres: keyBy(tables.genres, dataFiles.genres.file, (r) => r.genreId),
    awards: keyBy(tables.awards, dataFiles.awards.file, (r) => r.awardId),
    awardEntries: keyBy(tables.awardEntries, dataFiles.awardEntries.file, (r) => r.entryId),
    creditsByBook: sortGroups(
      groupBy(tables.bookAuthors, (r) => r.bookId),
      (a, b) => a.position - b.position,
    ),
    creditsByAuthor: groupBy(tables.bookAuthors, (r) => r.authorId),
    seriesByBook: sortGroups(
      groupBy(tables.bookSeries, (r) => r.bookId),
      (a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.seriesId - b.seriesId,
    ),
    booksBySeries: sortGroups(
      groupBy(tables.bookSeries, (r) => r.seriesId),
      byPosition,
    ),
    genresByBook: groupBy(tables.bookGenres, (r) => r.bookId),
    booksByGenre: groupBy(tables.bookGenres, (r) => r.genreId),
    editionsByBook: groupBy(tables.editions, (r) => r.bookId),
    entriesByBook: groupBy(tables.awardEntries, (r) => r.bookId),
    entriesByAward: groupBy(tables.awardEntries, (r) => r.awardId),
    titlesByBook: groupBy(tables.bookTitles, (r) => r.bookId),
  };
}
