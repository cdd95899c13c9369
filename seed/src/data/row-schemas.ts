import { z } from 'zod';
import {
  count,
  flag,
  id,
  int,
  optionalId,
  optionalInt,
  optionalIsoDate,
  optionalNumber,
  optionalText,
  pipeList,
  text,
} from './fields.js';

// One schema per shipped file. Each validates the CSV columns (snake_case, see the column
// dictionary in seed/data/README.md) and hands back a camelCase row for the rest of the seeder.
// Columns the product must not use (prose, build bookkeeping) are not read at all.

export const bookRowSchema = z
  .object({
    book_id: id,
    goodreads_book_id: optionalInt,
    goodreads_work_id: optionalInt,
    wikidata_id: optionalText,
    title: text,
    title_full: text,
    original_title: optionalText,
    authors: pipeList,
    original_publication_year: optionalInt,
    primary_genre_id: optionalId,
    isbn10: optionalText,
    isbn13: optionalText,
    edition_language_code: optionalText,
    pages: optionalInt,
    publisher: optionalText,
    edition_publication_date: optionalIsoDate,
    display_edition_id: optionalId,
    cover_image_url: optionalText,
    cover_image_small_url: optionalText,
    average_rating: optionalNumber,
    ratings_count: count,
    text_reviews_count: count,
    inclusion_basis: text,
  })
  .transform((r) => ({
    bookId: r.book_id,
    goodreadsBookId: r.goodreads_book_id,
    goodreadsWorkId: r.goodreads_work_id,
    wikidataId: r.wikidata_id,
    title: r.title,
    titleFull: r.title_full,
    originalTitle: r.original_title,
    creditedNames: r.authors,
    publicationYear: r.original_publication_year,
    primaryGenreId: r.primary_genre_id,
    isbn10: r.isbn10,
    isbn13: r.isbn13,
    editionLanguageCode: r.edition_language_code,
    pages: r.pages,
    publisher: r.publisher,
    editionPublicationDate: r.edition_publication_date,
    displayEditionId: r.display_edition_id,
    coverImageUrl: r.cover_image_url,
    coverImageSmallUrl: r.cover_image_small_url,
    averageRating: r.average_rating,
    ratingsCount: r.ratings_count,
    textReviewsCount: r.text_reviews_count,
    inclusionBasis: r.inclusion_basis,
  }));

export const editionRowSchema = z
  .object({
    edition_id: id,
    book_id: id,
    is_primary: flag,
    goodreads_book_id: optionalInt,
    title: text,
    isbn10: optionalText,
    isbn13: optionalText,
    language_code: optionalText,
    pages: optionalInt,
    publisher: optionalText,
    publication_date: optionalIsoDate,
    source: text,
  })
  .transform((r) => ({
    editionId: r.edition_id,
    bookId: r.book_id,
    isPrimary: r.is_primary,
    goodreadsBookId: r.goodreads_book_id,
    title: r.title,
    isbn10: r.isbn10,
    isbn13: r.isbn13,
    languageCode: r.language_code,
    pages: r.pages,
    publisher: r.publisher,
    publicationDate: r.publication_date,
    source: r.source,
  }));

export const authorGenders = ['male', 'female', 'non_binary', 'other'] as const;

export const authorRowSchema = z
  .object({
    author_id: id,
    name: text,
    slug: text,
    wikidata_id: optionalText,
    gender: z.preprocess((v) => (v === '' ? undefined : v), z.enum(authorGenders).optional()),
    birth_year: optionalInt,
    death_year: optionalInt,
    birth_country: optionalText,
    native_language: optionalText,
  })
  .transform((r) => ({
    authorId: r.author_id,
    name: r.name,
    slug: r.slug,
    wikidataId: r.wikidata_id,
    gender: r.gender,
    birthYear: r.birth_year,
    deathYear: r.death_year,
    birthCountry: r.birth_country,
    nativeLanguage: r.native_language,
  }));

export const bookAuthorRowSchema = z
  .object({ book_id: id, author_id: id, position: id })
  .transform((r) => ({ bookId: r.book_id, authorId: r.author_id, position: r.position }));

export const seriesRowSchema = z
  .object({ series_id: id, name: text, slug: text, book_count: count })
  .transform((r) => ({ seriesId: r.series_id, name: r.name, slug: r.slug, bookCount: r.book_count }));

export const bookSeriesRowSchema = z
  .object({
    book_id: id,
    series_id: id,
    position: optionalText,
    position_sort: optionalNumber,
    is_primary: flag,
  })
  .transform((r) => ({
    bookId: r.book_id,
    seriesId: r.series_id,
    position: r.position,
    positionSort: r.position_sort,
    isPrimary: r.is_primary,
  }));

export const genreRowSchema = z
  .object({
    genre_id: id,
    slug: text,
    name_en: text,
    name_de: text,
    name_it: text,
    parent_id: optionalId,
    level: z.coerce.number().int().min(1).max(2),
    book_count: count,
  })
  .transform((r) => ({
    genreId: r.genre_id,
    slug: r.slug,
    name: { en: r.name_en, de: r.name_de, it: r.name_it },
    parentId: r.parent_id,
    level: r.level,
    bookCount: r.book_count,
  }));

export const bookGenreRowSchema = z
  .object({ book_id: id, genre_id: id, score: optionalNumber, source: text })
  .transform((r) => ({ bookId: r.book_id, genreId: r.genre_id, score: r.score, source: r.source }));

export const awardRowSchema = z
  .object({
    award_id: id,
    slug: text,
    name: text,
    country: optionalText,
    language: optionalText,
    entry_count: count,
  })
  .transform((r) => ({
    awardId: r.award_id,
    slug: r.slug,
    name: r.name,
    country: r.country,
    language: r.language,
    entryCount: r.entry_count,
  }));

export const awardResults = ['winner', 'nominee', 'special_citation'] as const;

export const awardEntryRowSchema = z
  .object({
    entry_id: id,
    award_id: id,
    year: int,
    category: optionalText,
    result: z.enum(awardResults),
    is_winner: flag,
    book_id: optionalId,
    title: text,
    author: optionalText,
    publisher: optionalText,
    note: optionalText,
  })
  .transform((r) => ({
    entryId: r.entry_id,
    awardId: r.award_id,
    year: r.year,
    category: r.category,
    result: r.result,
    isWinner: r.is_winner,
    bookId: r.book_id,
    workTitle: r.title,
    workAuthor: r.author,
    publisher: r.publisher,
    note: r.note,
  }));

export const ratingRowSchema = z
  .object({ user_id: id, book_id: id, rating: z.coerce.number().int().min(1).max(5) })
  .transform((r) => ({ userId: r.user_id, bookId: r.book_id, rating: r.rating }));

/** A reader shelf of a book and how many readers chose it (at least 100: the source's cut). */
export const bookShelfRowSchema = z
  .object({ book_id: id, shelf: text, readers: z.coerce.number().int().positive() })
  .transform((r) => ({ bookId: r.book_id, shelf: r.shelf, readers: r.readers }));

/** The title of a published German or Italian translation of a book, one per book and language. */
export const bookTitleRowSchema = z
  .object({ book_id: id, locale: z.enum(['de', 'it']), title: text, source: text })
  .transform((r) => ({ bookId: r.book_id, locale: r.locale, title: r.title, source: r.source }));

export type BookRow = z.output<typeof bookRowSchema>;
export type EditionRow = z.output<typeof editionRowSchema>;
export type AuthorRow = z.output<typeof authorRowSchema>;
export type AuthorGender = (typeof authorGenders)[number];
export type BookAuthorRow = z.output<typeof bookAuthorRowSchema>;
export type SeriesRow = z.output<typeof seriesRowSchema>;
export type BookSeriesRow = z.output<typeof bookSeriesRowSchema>;
export type GenreRow = z.output<typeof genreRowSchema>;
export type BookGenreRow = z.output<typeof bookGenreRowSchema>;
export type AwardRow = z.output<typeof awardRowSchema>;
export type AwardResult = (typeof awardResults)[number];
export type AwardEntryRow = z.output<typeof awardEntryRowSchema>;
export type RatingRow = z.output<typeof ratingRowSchema>;
export type BookShelfRow = z.output<typeof bookShelfRowSchema>;
export type BookTitleRow = z.output<typeof bookTitleRowSchema>;
