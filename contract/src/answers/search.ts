import { z } from 'zod';

/** What the search index holds, one word each, and the answer's group for each. */
export const SEARCH_TYPES = ['book', 'author', 'series', 'genre', 'award'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const SEARCH_GROUPS = ['books', 'authors', 'series', 'genres', 'awards'] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

export const SEARCH_GROUP_OF: Readonly<Record<SearchType, SearchGroup>> = {
  book: 'books',
  author: 'authors',
  series: 'series',
  genre: 'genres',
  award: 'awards',
};

/** The autocomplete caps of SPEC.md §9: how many hits of each type the dropdown shows at most. */
export const SEARCH_CAPS: Readonly<Record<SearchType, number>> = { book: 12, author: 8, series: 6, genre: 6, award: 6 };

/** The same caps by the answer's group names. */
export const SEARCH_GROUP_CAPS = Object.fromEntries(
  SEARCH_TYPES.map((type) => [SEARCH_GROUP_OF[type], SEARCH_CAPS[type]]),
) as Readonly<Record<SearchGroup, number>>;

/** One hit of every group: a book's title or another item's name is its `title`. */
export const searchHitSchema = z
  .object({
    id: z.number().int(),
    slug: z.string().nullable(),
    title: z.string(),
    subtitle: z.string().nullable(),
    image: z.string().nullable(),
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
