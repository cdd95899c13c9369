import { z } from 'zod';
import { readingStatusSchema } from '../enum-schemas.js';
import { bookDetailSchema } from './books.js';
import { ratingRecordSchema, reviewSchema } from './ratings.js';

/** GET /api/books/{idOrSlug}/modal-data: the book, its newest reviews and the member's own state. */
export const modalDataSchema = z
  .object({
    book: bookDetailSchema,
    ratings: z.object({ average: z.number().nullable(), count: z.number().int(), reviews: z.array(reviewSchema) }),
    isInReadingList: z.boolean(),
    readingStatus: readingStatusSchema.nullable(),
    /** Null for anonymous readers and for members who have not rated the book. */
    userRating: ratingRecordSchema.nullable(),
  })
  .meta({ id: 'ModalData' });
export type ModalData = z.infer<typeof modalDataSchema>;
