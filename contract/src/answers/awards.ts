import { z } from 'zod';
import { bookSummarySchema } from './books.js';
import { named } from './shapes.js';

/** GET /api/awards lists these (the admin's award editor reads the same). */
export const awardSummarySchema = z
  .object({
    ...named,
    year: z.number().int().nullable(),
    description: z.string().nullable(),
    country: z.string().nullable(),
    /** The categories' keys, which award entries name. */
    categories: z.array(z.string()),
    /** Each key's name in the reader's language (English, else the key, where there is no label). */
    categoryNames: z.record(z.string(), z.string()),
  })
  .meta({ id: 'AwardSummary' });
export type AwardSummary = z.infer<typeof awardSummarySchema>;

/** A winner or nominee; works outside the catalogue have no book, only the source's title and author. */
export const awardEntrySchema = z
  .object({
    id: z.number().int(),
    isWinner: z.boolean(),
    book: bookSummarySchema.nullable(),
    workTitle: z.string().nullable(),
    workAuthor: z.string().nullable(),
  })
  .meta({ id: 'AwardEntry' });
export type AwardEntry = z.infer<typeof awardEntrySchema>;

export const awardCategoryGroupSchema = z.object({
  category: z.string().nullable(),
  categoryName: z.string().nullable(),
  winners: z.array(awardEntrySchema),
  nominees: z.array(awardEntrySchema),
});
export type AwardCategoryGroup = z.infer<typeof awardCategoryGroupSchema>;

export const awardYearGroupSchema = z.object({ year: z.number().int().nullable(), categories: z.array(awardCategoryGroupSchema) });
export type AwardYearGroup = z.infer<typeof awardYearGroupSchema>;

/** GET /api/awards/{idOrSlug}: the award with its entries by year (newest first), then category. */
export const awardDetailSchema = awardSummarySchema.extend({ years: z.array(awardYearGroupSchema) }).meta({ id: 'AwardDetail' });
export type AwardDetail = z.infer<typeof awardDetailSchema>;
