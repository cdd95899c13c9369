import { DEFAULT_LOCALE, type Locale } from '@starshelf/contract';

import { getBookSummaries } from '../read/find-books.js';
import type { BookSummary } from '../read/shapes.js';
import { catalogueQuery } from '../sql.js';
import { isPublic } from '../public-sql.js';

export type SimilarBooksQuery = {
  bookId: number;
  locale?: Locale | undefined;
  /** Books the reader already knows (their list and ratings): never suggested. */
  excludeIds?: readonly number[] | undefined;
  limit?: number | undefined;
};

// A rating of 4 or 5 counts as "liked". Co-likes are damped with ln() so one cult favourite with
// many shared readers does not drown the catalogue signals; authors and series weigh more than a
// genre because they are rarer. A candidate must share at least one genre with the seed when the
// seed has any, so "something like Dune" stays science fiction however the readers strayed.
const SIMILAR = `
  with liked_by as (
    select user_id from community.book_ratings where book_id = $1 and rating >= 4
  ), co as (
    select r.book_id as id, ln(1 + count(*)) * 2 as score
      from community.book_ratings r join liked_by l on l.user_id = r.user_id
     where r.book_id <> $1 and r.rating >= 4
     group by r.book_id
  ), shared as (
    select r.parent_id as id,
           sum(case when r.path = 'authors' then 2.5 else 1 end) as score,
           count(*) filter (where r.path = 'genres') as genres
      from cms.books_rels r
      join cms.books_rels s on s.parent_id = $1 and s.path = r.path
       and (s.authors_id = r.authors_id or s.genres_id = r.genres_id)
     where r.parent_id <> $1
     group by r.parent_id
  ), same_series as (
    select distinct a._parent_id as id, 2.5 as score
      from cms.books_all_series a join cms.books_all_series s on s.series_id = a.series_id and s._parent_id = $1
     where a._parent_id <> $1
  ), seed_genres as (
    select count(*) as n from cms.books_rels where parent_id = $1 and path = 'genres'
  )
  select c.id, sum(c.score) as score
    from (select id, score from co union all select id, score from shared union all select id, score from same_series) c
    join cms.books b on b.id = c.id and ${isPublic('b')}
   where not (c.id = any($2::int[]))
     and ((select n from seed_genres) = 0 or exists (select 1 from shared s where s.id = c.id and s.genres > 0))
   group by c.id, b.average_rating, b.ratings_count
   order by sum(c.score) desc, b.average_rating desc nulls last, b.ratings_count desc nulls last, c.id
   limit $3`;

/**
 * "Readers who liked X also liked …" from the members' ratings, blended with what the catalogue
 * says (shared authors, series, genres). Returns summaries in the reader's locale, best first.
 */
export async function similarBooks(query: SimilarBooksQuery): Promise<BookSummary[]> {
  const limit = Math.min(Math.max(query.limit ?? 6, 1), 24);
  const rows = await catalogueQuery<{ id: number }>(SIMILAR, [query.bookId, [...(query.excludeIds ?? [])], limit], 'recommend_similar_books');
  return getBookSummaries(
    rows.map((row) => row.id),
    query.locale ?? DEFAULT_LOCALE,
  );
}
