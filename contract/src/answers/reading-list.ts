import { z } from 'zod';
import { readingStatusSchema } from '../enum-schemas.js';
import { bookSummarySchema } from './books.js';

/** POST and PATCH /api/reading-list answer the entry alone. */
export const readingListEntrySchema = z
  .object({ bookId: z.number().int(), status: readingStatusSchema, addedAt: z.string(), updatedAt: z.string() })
  .meta({ id: 'ReadingListEntry' });
export type ReadingListEntry = z.infer<typeof readingListEntrySchema>;

/** GET /api/reading-list lists entries (paged) with the book's card; null once the book has gone. */
export const readingListItemSchema = readingListEntrySchema
  .extend({ book: bookSummarySchema.nullable() })
  .meta({ id: 'ReadingListItem' });
export type ReadingListItem = z.infer<typeof readingListItemSchema>;
