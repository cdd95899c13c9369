import { z } from 'zod';
import { defaultedField } from './optional-field.js';

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

/** `?page=&limit=` arrive as strings in a query, so both are coerced. */
export const pageQuerySchema = z.object({
  page: defaultedField(z.coerce.number().int().min(1), 1),
  limit: defaultedField(z.coerce.number().int().min(1).max(MAX_PAGE_SIZE), DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export type Paged<T> = {
  items: T[];
  total: number;
  page: number;
  limit: number;
  hasMore: boolean;
  /**
   * Where the next page starts, for lists that page by cursor (the books lists, docs/api.md
   * "Paging"): sent back as `after` with the next `page`, it is read from the list's order instead of
   * counted in by the page number. Opaque; absent when there is no next page or the list has none.
   */
  next?: string;
};

export function paged<T>(items: T[], total: number, page: number, limit: number): Paged<T> {
  return { items, total, page, limit, hasMore: page * limit < total };
}

/** `?after=`: a `next` cursor as a list's answer gave it (opaque, at most this long). */
export const afterCursorSchema = z.string().min(1).max(8_000);

/** Row offset for a page, for repositories that page with LIMIT/OFFSET. */
export function pageOffset(page: number, limit: number): number {
  return (Math.max(1, page) - 1) * limit;
}

export function pagedSchema<T extends z.ZodType>(itemSchema: T) {
  return z.object({
    items: z.array(itemSchema),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
    hasMore: z.boolean(),
  });
}

/** A list that pages by cursor (the books lists): a paged list with `next` while there is more. */
export function cursorPagedSchema<T extends z.ZodType>(itemSchema: T) {
  return pagedSchema(itemSchema).extend({ next: z.string().optional() });
}
