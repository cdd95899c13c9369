import { z } from 'zod';
import { bookSummarySchema } from './books.js';
import { described, named, rated } from './shapes.js';

/** A series card (GET /api/series, home). */
export const seriesSummarySchema = z
  .object({ ...named, ...described, isCompleted: z.boolean(), ...rated, bookCount: z.number().int() })
  .meta({ id: 'SeriesSummary' });
export type SeriesSummary = z.infer<typeof seriesSummarySchema>;

/** A book inside a series, with its position as text ("1.5" occurs). */
export const seriesBookSchema = bookSummarySchema.extend({ position: z.string().nullable() }).meta({ id: 'SeriesBook' });
export type SeriesBook = z.infer<typeof seriesBookSchema>;

/** GET /api/series/{idOrSlug}: the card and its books in reading order. */
export const seriesDetailSchema = seriesSummarySchema.extend({ books: z.array(seriesBookSchema) }).meta({ id: 'SeriesDetail' });
export type SeriesDetail = z.infer<typeof seriesDetailSchema>;
