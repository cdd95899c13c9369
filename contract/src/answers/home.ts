import { z } from 'zod';
import { authorSummarySchema } from './authors.js';
import { bookSummarySchema } from './books.js';
import { genreSummarySchema } from './genres.js';
import { seriesSummarySchema } from './series.js';

/** GET /api/home: `hero` is the best-rated book, the spotlight of the start page. */
export const homeDataSchema = z
  .object({
    hero: bookSummarySchema.nullable(),
    featuredBooks: z.array(bookSummarySchema),
    featuredAuthors: z.array(authorSummarySchema),
    popularSeries: z.array(seriesSummarySchema),
    genres: z.array(genreSummarySchema),
  })
  .meta({ id: 'HomeData' });
export type HomeData = z.infer<typeof homeDataSchema>;
