import { z } from 'zod';
import { READING_STATUSES } from './enums.js';
import { defaultedField, optionalField } from './optional-field.js';
import { pageQuerySchema } from './paging.js';

const readingStatusSchema = z.enum(READING_STATUSES);

// Catalogue ids are PostgreSQL serials; a path parameter arrives as a string.
export const bookIdSchema = z.coerce.number().int().positive();

export const readingListAddSchema = z.object({
  bookId: bookIdSchema,
  status: defaultedField(readingStatusSchema, 'to_read'),
});
export type ReadingListAdd = z.output<typeof readingListAddSchema>;

export const readingListUpdateSchema = z.object({
  status: readingStatusSchema,
});
export type ReadingListUpdate = z.output<typeof readingListUpdateSchema>;

export const readingListQuerySchema = pageQuerySchema.extend({
  status: optionalField(readingStatusSchema),
});
export type ReadingListQuery = z.output<typeof readingListQuerySchema>;
