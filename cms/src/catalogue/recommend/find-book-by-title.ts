import { catalogueQuery } from '../sql.js';
import { isPublic } from '../public-sql.js';

/**
 * A book whose title (in any language) is exactly `title`, ignoring case, the most rated first.
 * Cheaper than the fuzzy search for the common "something like <exact title>".
 */
export async function findBookByTitle(title: string): Promise<{ id: number; title: string } | undefined> {
  const rows = await catalogueQuery<{ id: number; title: string }>(
    `select b.id, l.title from cms.books_locales l join cms.books b on b.id = l._parent_id
      where lower(l.title) = lower($1) and ${isPublic('b')}
      order by b.ratings_count desc nulls last, b.id limit 1`,
    [title.slice(0, 200)],
    'recommend_book_by_title',
  );
  return rows[0];
}

export type BookTitle = { id: number; title: string; ratingsCount: number };

/**
 * Every book's titles (each locale) with its number of ratings: for recognising a misspelt title
 * that the trigram search cannot reach ("Dnue" shares one trigram with "Dune").
 */
export async function bookTitles(): Promise<BookTitle[]> {
  const rows = await catalogueQuery<{ id: number; title: string; ratings_count: string | null }>(
    `select b.id, l.title, b.ratings_count from cms.books_locales l join cms.books b on b.id = l._parent_id where l.title is not null and ${isPublic('b')}`,
    [],
    'recommend_book_titles',
  );
  return rows.map((row) => ({ id: row.id, title: row.title, ratingsCount: Number(row.ratings_count ?? 0) }));
}

export type SeriesNames = { id: number; names: string[] };

/** Every series with its names in every locale: "like Dune" also leaves out "Prelude to Dune". */
export async function seriesNames(): Promise<SeriesNames[]> {
  return catalogueQuery<SeriesNames>(
    `select s.id, coalesce(array_agg(l.name) filter (where l.name is not null), '{}') as names
       from cms.series s left join cms.series_locales l on l._parent_id = s.id where ${isPublic('s')} group by s.id`,
    [],
    'recommend_series_names',
  );
}
