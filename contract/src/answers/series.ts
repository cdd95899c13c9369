import { z } from 'zod';
import { bookSummarySchema } from './books.js';

/** A series card (GET /api/series, home). */
export const seriesSummarySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    image: z.string().nullable(),
    isCompleted: z.boolean(),
    averageRating: z.number().nullable(),
    ratingsCount: z.number().int(),
    bookCount: z.number().int(),
  })
  .meta({ id: 'SeriesSummary' });
export type SeriesSummary = z.infer<typeof seriesSummarySchema>;

/** A book inside a series, with its position as text ("1.5" occurs). */
export const seriesBookSchema = bookSummarySchema.extend({ position: z.string().nullable() }).meta({ id: 'SeriesBook' });
export type SeriesBook = z.infer<typeof seriesBookSchema>;

/** GET /api/series/{idOrSlug}: the card and its books in reading order. */
export const seriesDetailSchema = seriesSummarySchema.extend({ books: z.array(seriesBookSchema) }).meta({ id: 'SeriesDetail' });
export type SeriesDetail = z.infer<typeof seriesDetailSchema>;
