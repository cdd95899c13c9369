import { fileURLToPath } from 'node:url';
import {
  authorRowSchema,
  awardEntryRowSchema,
  awardRowSchema,
  bookAuthorRowSchema,
  bookGenreRowSchema,
  bookRowSchema,
  bookSeriesRowSchema,
  bookShelfRowSchema,
  bookTitleRowSchema,
  editionRowSchema,
  genreRowSchema,
  ratingRowSchema,
  seriesRowSchema,
} from './row-schemas.js';

/** The shipped files and the schema each is read with; the keys name the Dataset's tables. */
export const dataFiles = {
  books: { file: 'books.csv.gz', schema: bookRowSchema },
  editions: { file: 'editions.csv.gz', schema: editionRowSchema },
  authors: { file: 'authors.csv.gz', schema: authorRowSchema },
  bookAuthors: { file: 'book_authors.csv.gz', schema: bookAuthorRowSchema },
  series: { file: 'series.csv.gz', schema: seriesRowSchema },
  bookSeries: { file: 'book_series.csv.gz', schema: bookSeriesRowSchema },
  genres: { file: 'genres.csv.gz', schema: genreRowSchema },
  bookGenres: { file: 'book_genres.csv.gz', schema: bookGenreRowSchema },
  awards: { file: 'awards.csv.gz', schema: awardRowSchema },
  awardEntries: { file: 'award_entries.csv.gz', schema: awardEntryRowSchema },
  ratings: { file: 'ratings.csv.gz', schema: ratingRowSchema },
  bookShelves: { file: 'book_shelves.csv.gz', schema: bookShelfRowSchema },
  bookTitles: { file: 'book_titles.csv.gz', schema: bookTitleRowSchema },
} as const;

export type DataTableName = keyof typeof dataFiles;

/** The folder shipped with the product; resolved from this module so any working directory works. */
export const defaultDataDir = fileURLToPath(new URL('../../data/', import.meta.url));
