// The search's types, groups and autocomplete caps (docs/rules.md §9), apart from the zod answers in
// answers/search.ts so that the header's search box does not take zod into the browser.

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

/** The autocomplete caps of docs/rules.md §9: how many hits of each type the dropdown shows at most. */
export const SEARCH_CAPS: Readonly<Record<SearchType, number>> = { book: 12, author: 8, series: 6, genre: 6, award: 6 };

/** The same caps by the answer's group names. */
export const SEARCH_GROUP_CAPS = Object.fromEntries(
  SEARCH_TYPES.map((type) => [SEARCH_GROUP_OF[type], SEARCH_CAPS[type]]),
) as Readonly<Record<SearchGroup, number>>;
