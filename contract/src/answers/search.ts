import { z } from 'zod';

/** One hit of every group: a book's title or another item's name is its `title`. */
export const searchHitSchema = z
  .object({
    id: z.number().int(),
    slug: z.string().nullable(),
    title: z.string(),
    subtitle: z.string().nullable(),
    image: z.string().nullable(),
    /**
     * A book found under another of its titles (original, another language's, an edition's): that
     * title, shown beside `title`, which is in the reader's language. Null when `title` matched.
     */
    matchedTitle: z.string().nullable().default(null),
  })
  .meta({ id: 'SearchHit' });
export type SearchHit = z.infer<typeof searchHitSchema>;

const hits = z.array(searchHitSchema);

/** GET /api/search: every group, each within its cap (or the `limit` asked for). */
export const searchGroupsSchema = z
  .object({ books: hits, authors: hits, series: hits, genres: hits, awards: hits })
  .meta({ id: 'SearchGroups' });
export type SearchGroups = z.infer<typeof searchGroupsSchema>;

/** GET /api/{books,authors,series,genres,awards}/search: one group's hits. */
export const searchHitsSchema = z.array(searchHitSchema).meta({ id: 'SearchHits' });
