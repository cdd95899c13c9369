import { catalogueQuery } from '../sql.js';

/**
 * A book whose title (in any language) is exactly `title`, ignoring case, the most rated first.
 * Cheaper than the fuzzy search for the common "something like <exact title>".
 */
export async function findBookByTitle(title: string): Promise<{ id: number; title: string } | undefined> {
  const rows = await catalogueQuery<{ id: number; title: string }>(
    `select b.id, l.title from cms.books_locales l join cms.books b on b.id = l._parent_id
      where lower(l.title) = lower($1)
      order by b.ratings_count desc nulls last, b.id limit 1`,
    [title.slice(0, 200)],
    'recommend_book_by_title',
  );
  return rows[0];
}
