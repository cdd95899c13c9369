import { type Dataset, type DatasetTables, buildDataset } from '../src/data/dataset.js';
import { type BookRow } from '../src/data/row-schemas.js';

// A small hand-made catalogue: one book in a series with two award wins and a nomination, a
// German author with umlauts and ß in the name, a co-credited illustrator and a book without year.

const book = (bookId: number, title: string, year: number | undefined, primaryGenreId: number | undefined): BookRow => ({
  bookId,
  goodreadsBookId: undefined,
  goodreadsWorkId: undefined,
  wikidataId: undefined,
  title,
  titleFull: title,
  originalTitle: undefined,
  creditedNames: [],
  publicationYear: year,
  primaryGenreId,
  isbn10: undefined,
  isbn13: undefined,
  editionLanguageCode: undefined,
  pages: undefined,
  publisher: undefined,
  editionPublicationDate: undefined,
  displayEditionId: undefined,
  coverImageUrl: undefined,
  coverImageSmallUrl: undefined,
  averageRating: 4.2,
  ratingsCount: 5000,
  textReviewsCount: 0,
  inclusionBasis: 'user_tags',
});

export function fixtureTables(): DatasetTables {
  return {
    books: [{ ...book(1, 'Die Sterne über Köln', 1979, 1), goodreadsBookId: 4101, originalTitle: 'Stars over Cologne (Kölner Sternensaga, #1)' }, book(2, 'Rückkehr nach Köln', 1983, 1), book(3, 'Märchen ohne Jahr', undefined, 2)],
    editions: [
      { editionId: 1, bookId: 1, isPrimary: true, goodreadsBookId: 4102, title: 'Die Sterne über Köln', isbn10: undefined, isbn13: undefined, languageCode: 'ger', pages: 320, publisher: undefined, publicationDate: undefined, source: 'fixture' },
      { editionId: 2, bookId: 2, isPrimary: true, goodreadsBookId: undefined, title: 'Rückkehr nach Köln', isbn10: undefined, isbn13: undefined, languageCode: 'ger', pages: undefined, publisher: undefined, publicationDate: undefined, source: 'fixture' },
      { editionId: 3, bookId: 3, isPrimary: true, goodreadsBookId: undefined, title: 'Märchen ohne Jahr', isbn10: undefined, isbn13: undefined, languageCode: undefined, pages: undefined, publisher: undefined, publicationDate: undefined, source: 'fixture' },
    ],
    authors: [
      { authorId: 10, name: 'Jörg Weißmüller', slug: 'jorg-weissmuller', wikidataId: undefined, gender: 'male', birthYear: 1931, deathYear: 2004, birthCountry: 'Germany', nativeLanguage: undefined },
      { authorId: 11, name: 'Anna_Illustrator', slug: 'anna-illustrator', wikidataId: undefined, gender: undefined, birthYear: undefined, deathYear: undefined, birthCountry: undefined, nativeLanguage: undefined },
    ],
    bookAuthors: [
      { bookId: 1, authorId: 10, position: 1 },
      { bookId: 1, authorId: 11, position: 2 },
      { bookId: 2, authorId: 10, position: 1 },
      { bookId: 3, authorId: 11, position: 1 },
    ],
    series: [{ seriesId: 20, name: 'Kölner Sternensaga', slug: 'kolner-sternensaga', bookCount: 2 }],
    bookSeries: [
      { bookId: 1, seriesId: 20, position: '1', positionSort: 1, isPrimary: true },
      { bookId: 2, seriesId: 20, position: '2', positionSort: 2, isPrimary: true },
    ],
    genres: [
      { genreId: 1, slug: 'science-fiction', name: { en: 'Science Fiction', de: 'Science-Fiction', it: 'Fantascienza' }, parentId: undefined, level: 1, bookCount: 2 },
      { genreId: 2, slug: 'fantasy', name: { en: 'Fantasy', de: 'Fantasy', it: 'Fantasy' }, parentId: undefined, level: 1, bookCount: 1 },
      { genreId: 15, slug: 'time-travel', name: { en: 'Time Travel', de: 'Zeitreise', it: 'Viaggi nel tempo' }, parentId: 1, level: 2, bookCount: 1 },
    ],
    bookGenres: [
      { bookId: 1, genreId: 1, score: 0.5, source: 'goodreads_shelves' },
      { bookId: 1, genreId: 15, score: 0.2, source: 'goodreads_shelves' },
      { bookId: 2, genreId: 1, score: 0.4, source: 'goodreads_shelves' },
      { bookId: 3, genreId: 2, score: 0.4, source: 'goodreads_shelves' },
    ],
    awards: [
      { awardId: 1, slug: 'hugo', name: 'Hugo Award', country: 'International (Worldcon)', language: 'en', entryCount: 2 },
      { awardId: 9, slug: 'kurd-lasswitz', name: 'Kurd-Laßwitz-Preis', country: 'Germany', language: 'de', entryCount: 1 },
    ],
    awardEntries: [
      { entryId: 100, awardId: 1, year: 1980, category: 'Best Novel', result: 'winner', isWinner: true, bookId: 1, workTitle: 'Die Sterne über Köln', workAuthor: 'Jörg Weißmüller', publisher: undefined, note: undefined },
      { entryId: 101, awardId: 9, year: 1980, category: 'Best Novel', result: 'winner', isWinner: true, bookId: 1, workTitle: 'Die Sterne über Köln', workAuthor: 'Jörg Weißmüller', publisher: undefined, note: undefined },
      { entryId: 102, awardId: 1, year: 1984, category: 'Best Novel', result: 'nominee', isWinner: false, bookId: 2, workTitle: 'Rückkehr nach Köln', workAuthor: 'Jörg Weißmüller', publisher: undefined, note: undefined },
      { entryId: 103, awardId: 1, year: 1990, category: 'Best Novel', result: 'nominee', isWinner: false, bookId: undefined, workTitle: 'Not in the catalogue', workAuthor: 'Someone Else', publisher: undefined, note: undefined },
    ],
    ratings: [{ userId: 1, bookId: 1, rating: 5 }],
    // Book 1 (5,000 ratings): funny by its strongest funny shelf (150 / 5000 = 0.03), not dark
    // (below the threshold); book 2 is dark. science-fiction is no mood.
    bookShelves: [
      { bookId: 1, shelf: 'humor', readers: 150 },
      { bookId: 1, shelf: 'funny', readers: 120 },
      { bookId: 1, shelf: 'science-fiction', readers: 900 },
      { bookId: 1, shelf: 'horror', readers: 5 },
      { bookId: 2, shelf: 'dark', readers: 100 },
    ],
    // Book 2 was translated into Italian under its own title; no German title is given.
    bookTitles: [{ bookId: 2, locale: 'it', title: 'Ritorno a Colonia', source: 'fixture' }],
  };
}

export function fixtureDataset(): Dataset {
  return buildDataset(fixtureTables());
}
