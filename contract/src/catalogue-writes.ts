import { z } from 'zod';
import { AUTHOR_GENDERS, NATIVE_LANGUAGES } from './enums.js';
import { MIN_PUBLICATION_YEAR, maxPublicationYear } from './edition.js';
import { DEFAULT_LOCALE } from './locale.js';
import { localeSchema } from './locale-schema.js';
import { defaultedField, optionalField } from './optional-field.js';

/*
 * The bodies of the catalogue writes from the site (POST and PATCH /api/books, /authors, /series,
 * /genres, /awards; PUT /api/books/{idOrSlug}/awards): the API validates with these, the editors'
 * forms type what they send with them (docs/api.md "Catalogue writes").
 */
const id = z.number().int().positive().max(2_147_483_647);
const text = (max: number) => z.string().trim().max(max);
// Here null is a value of its own: it clears the stored field (PATCH); elsewhere null is absent.
const optionalText = (max: number) => text(max).nullable().optional();
const httpUrl = z.url({ protocol: /^https?$/ }).max(2_000).nullable().optional();
const slug = optionalField(text(200));
const locale = defaultedField(localeSchema, DEFAULT_LOCALE);
/** How many relations one book write may carry, and how long a series position may be: the API refuses more, the editors' form first. */
export const BOOK_RELATION_LIMITS = { authors: 50, genres: 50, series: 20, seriesPosition: 20 } as const;

/** A catalogue write schema: its `locale` is typed, the collection's own fields go to the CMS as given. */
export type CatalogueWriteSchema = z.ZodObject<{ locale: typeof locale }>;

/** Book fields of one locale; `locale` says which one the localized fields are written in. */
export function bookWriteSchema(now: Date = new Date()) {
  return z.object({
    locale,
    title: text(500).min(1),
    /** The title of the first edition, in its own language: one title for every locale. */
    originalTitle: optionalText(500),
    slug,
    description: optionalText(50_000),
    authors: optionalField(z.array(id).max(BOOK_RELATION_LIMITS.authors)),
    genres: optionalField(z.array(id).max(BOOK_RELATION_LIMITS.genres)),
    publicationYear: z.number().int().min(MIN_PUBLICATION_YEAR).max(maxPublicationYear(now)).nullable().optional(),
    publicationDate: z.iso.date().nullable().optional(),
    publisher: optionalText(300),
    pages: z.number().int().min(1).max(100_000).nullable().optional(),
    coverImageUrl: httpUrl,
    allSeries: optionalField(z.array(z.object({ series: id, position: optionalField(text(BOOK_RELATION_LIMITS.seriesPosition)) })).max(BOOK_RELATION_LIMITS.series)),
  });
}

export const authorWriteSchema = z.object({
  locale,
  name: text(300).min(1),
  slug,
  bio: optionalText(50_000),
  profileImageUrl: httpUrl,
  born: optionalText(100),
  died: optionalText(100),
  nativeLanguage: z.enum(NATIVE_LANGUAGES).nullable().optional(),
  gender: optionalField(z.enum(AUTHOR_GENDERS)),
  birthCountry: optionalText(100),
});

export const seriesWriteSchema = z.object({
  locale,
  name: text(300).min(1),
  slug,
  description: optionalText(50_000),
  isCompleted: optionalField(z.boolean()),
});

export const genreWriteSchema = z.object({
  locale,
  name: text(200).min(1),
  slug,
  description: optionalText(50_000),
  parent: id.nullable().optional(),
});

export const awardWriteSchema = z.object({
  locale,
  name: text(300).min(1),
  slug,
  description: optionalText(50_000),
  year: z.number().int().min(1800).max(9999).nullable().optional(),
  country: optionalText(100),
  categories: optionalField(z.array(text(200).min(1)).max(100)),
});

export const bookAwardsSchema = z
  .array(
    z.object({
      awardId: id,
      isWinner: defaultedField(z.boolean(), false),
      category: optionalText(200),
      year: z.number().int().min(1800).max(9999).nullable().optional(),
    }),
  )
  .max(500);

export type BookWrite = z.input<ReturnType<typeof bookWriteSchema>>;
export type AuthorWrite = z.input<typeof authorWriteSchema>;
export type SeriesWrite = z.input<typeof seriesWriteSchema>;
export type GenreWrite = z.input<typeof genreWriteSchema>;
export type AwardWrite = z.input<typeof awardWriteSchema>;
/** One award link of a book, as PUT /api/books/{idOrSlug}/awards takes it. */
export type BookAwardLinkBody = z.input<typeof bookAwardsSchema>[number];
