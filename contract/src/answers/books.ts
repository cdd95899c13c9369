import { z } from 'zod';
import { bookMoodSchema } from '../mood-schemas.js';
import { editionRecordSchema } from './editions.js';
import { named, rated, titled } from './shapes.js';

/** An author, genre or series as a book names it: enough for a link. */
export const refSchema = z.object(named).meta({ id: 'Ref' });
export type Ref = z.infer<typeof refSchema>;

/** A book card: lists, home, author, series, genre and award pages, the reading list. */
export const bookSummarySchema = z
  .object({
    /** `slug` is the URL form `<title-slug>-<id>`. */
    ...titled,
    coverImage: z.string().nullable(),
    publicationYear: z.number().int().nullable(),
    publicationDate: z.string().nullable(),
    ...rated,
    authors: z.array(refSchema),
    genres: z.array(refSchema),
  })
  .meta({ id: 'BookSummary' });
export type BookSummary = z.infer<typeof bookSummarySchema>;

export const bookAuthorSchema = refSchema
  .extend({ bio: z.string().nullable(), profileImageUrl: z.string().nullable() })
  .meta({ id: 'BookAuthor' });
export type BookAuthor = z.infer<typeof bookAuthorSchema>;

/** Series positions are text: "1.5" and "0" occur. */
export const bookSeriesItemSchema = z
  .object({ series: refSchema, position: z.string().nullable() })
  .meta({ id: 'BookSeriesItem' });
export type BookSeriesItem = z.infer<typeof bookSeriesItemSchema>;

export const bookAwardSchema = z
  .object({
    id: z.number().int(),
    award: refSchema,
    isWinner: z.boolean(),
    /** The category's key, as the entry stores it. */
    category: z.string().nullable(),
    /** The category in the reader's language (English, else the key, where the award has no label). */
    categoryName: z.string().nullable(),
    year: z.number().int().nullable(),
  })
  .meta({ id: 'BookAward' });
export type BookAward = z.infer<typeof bookAwardSchema>;

/** GET /api/books/{idOrSlug}: the card's fields plus everything the detail page shows. */
export const bookDetailSchema = bookSummarySchema
  .extend({
    description: z.string().nullable(),
    /** The title of the first edition as the catalogue has it (any language), or null. */
    originalTitle: z.string().nullable().default(null),
    publisher: z.string().nullable(),
    pages: z.number().int().nullable(),
    authors: z.array(bookAuthorSchema),
    /** The first of `allSeries`, for pages that show one. */
    series: refSchema.nullable(),
    seriesPosition: z.string().nullable(),
    allSeries: z.array(bookSeriesItemSchema),
    awards: z.array(bookAwardSchema),
    editions: z.array(editionRecordSchema),
    /**
     * What readers say the book is like (docs/api.md "Moods"), strongest first. Defaults to none so an
     * answer or fixture written before moods existed still reads.
     */
    moods: z.array(bookMoodSchema).default([]),
  })
  .meta({ id: 'BookDetail' });
export type BookDetail = z.infer<typeof bookDetailSchema>;
