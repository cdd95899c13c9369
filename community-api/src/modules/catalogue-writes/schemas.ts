import { z } from 'zod';
import { AUTHOR_GENDERS, DEFAULT_LOCALE, localeSchema, maxPublicationYear, MIN_PUBLICATION_YEAR, NATIVE_LANGUAGES } from '@starshelf/contract';

// These belong in contract/ once the front end's forms use them (reported to the lead).
const id = z.number().int().positive().max(2_147_483_647);
const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).nullable().optional();
const httpUrl = z.url({ protocol: /^https?$/ }).max(2_000).nullable().optional();
const slug = text(200).optional();

/** Book fields of one locale; `locale` says which one the localized fields are written in. */
export function bookWriteSchema(now: Date = new Date()) {
  return z.object({
    locale: localeSchema.default(DEFAULT_LOCALE),
    title: text(500).min(1),
    slug,
    description: optionalText(50_000),
    authors: z.array(id).max(50).optional(),
    genres: z.array(id).max(50).optional(),
    publicationYear: z.number().int().min(MIN_PUBLICATION_YEAR).max(maxPublicationYear(now)).nullable().optional(),
    publicationDate: z.iso.date().nullable().optional(),
    publisher: optionalText(300),
    pages: z.number().int().min(1).max(100_000).nullable().optional(),
    coverImageUrl: httpUrl,
    allSeries: z.array(z.object({ series: id, position: text(20).optional() })).max(20).optional(),
  });
}

export const authorWriteSchema = z.object({
  locale: localeSchema.default(DEFAULT_LOCALE),
  name: text(300).min(1),
  slug,
  bio: optionalText(50_000),
  profileImageUrl: httpUrl,
  born: optionalText(100),
  died: optionalText(100),
  nativeLanguage: z.enum(NATIVE_LANGUAGES).nullable().optional(),
  gender: z.enum(AUTHOR_GENDERS).optional(),
  birthCountry: optionalText(100),
});

export const seriesWriteSchema = z.object({
  locale: localeSchema.default(DEFAULT_LOCALE),
  name: text(300).min(1),
  slug,
  description: optionalText(50_000),
  isCompleted: z.boolean().optional(),
});

export const genreWriteSchema = z.object({
  locale: localeSchema.default(DEFAULT_LOCALE),
  name: text(200).min(1),
  slug,
  description: optionalText(50_000),
  parent: id.nullable().optional(),
});

export const awardWriteSchema = z.object({
  locale: localeSchema.default(DEFAULT_LOCALE),
  name: text(300).min(1),
  slug,
  description: optionalText(50_000),
  year: z.number().int().min(1800).max(9999).nullable().optional(),
  country: optionalText(100),
  categories: z.array(text(200).min(1)).max(100).optional(),
});

export const bookAwardsSchema = z
  .array(
    z.object({
      awardId: id,
      isWinner: z.boolean().default(false),
      category: optionalText(200),
      year: z.number().int().min(1800).max(9999).nullable().optional(),
    }),
  )
  .max(500);
