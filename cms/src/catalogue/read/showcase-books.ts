import { DEFAULT_LOCALE, type Locale } from '@starshelf/contract';

import { catalogueQuery } from '../sql.js';
import { isPublic } from '../public-sql.js';
import { orderBy } from './book-list-keys.js';
import { getBookSummaries } from './find-books.js';
import type { BookSummary } from './shapes.js';

/**
 * A book the home page showcases has at least this many ratings (decision 077): about the most
 * read tenth of the seeded catalogue (90th percentile 43). The damped average alone still lets a
 * 4.8 from 20 ratings through; the hero should be a book many readers know.
 */
export const WIDELY_READ_RATINGS = 50;

/** The top-level genres the home page takes turns between (slugs): the catalogue's two halves. */
export const SHOWCASE_GENRES = ['fantasy', 'science-fiction'] as const;

// The books list's rating order (its keys read the same index; no locale enters them).
const RATING_ORDER = orderBy('rating', DEFAULT_LOCALE);

/**
 * The showcase's order, as ids ($1 the widely-read floor, $2 the showcase genres, $3 the limit, $4
 * how many widely read books are considered, null for all):
 * 1. widely read books first; the others only fill up a catalogue that has too few of them, and
 *    only the best few of those (by the damped average, from its index) are considered;
 * 2. one book per series, its best (by the book's first series);
 * 3. the showcase genres before the others (the book's first genre, or that genre's parent);
 * 4. turns between the genres: each genre's best, then each genre's second best, ...;
 * 5. within a turn, the higher damped average first.
 * The per-book look-ups run on the candidates only: on the whole table they cost about 60 ms
 * (EXPLAIN in decision 077), and on the 53,000 widely read books of a million 1.8 s (decision 144).
 * So only the best $4 widely read books are candidates, read from the rating order's index, and
 * `settled` says whether that sufficed: it does when they are all there are, or when each showcase
 * genre holds at least $3 of them that are their series' best and the $3rd rates above the last
 * candidate. Any book left out rates at most as the last candidate, below each genre's $3 best, and
 * a book rating above the last candidate is its series' best among the candidates only if it is
 * overall (its betters are candidates too), so no book left out could have been shown.
 */
const SHOWCASE_IDS = `
  with widely_read as (
    select b.id, b.damped_rating from cms.books b
     where b.ratings_count >= $1 and b.damped_rating is not null and ${isPublic('b')}
     order by ${RATING_ORDER} limit $4
  ), ranked as (
    select c.*, row_number() over (partition by c.widely_read, c.top_genre order by c.damped_rating desc, c.id) as genre_turn
      from (
        select p.*, coalesce(parent.slug, g.slug) as top_genre,
               row_number() over (partition by coalesce(p.series_id, -p.id) order by p.widely_read desc, p.damped_rating desc, p.id) as series_rank
          from (
            select q.*,
                   (select r.genres_id from cms.books_rels r where r.parent_id = q.id and r.path = 'genres' order by r."order" limit 1) as genre_id,
                   (select bs.series_id from cms.books_all_series bs where bs._parent_id = q.id order by bs._order limit 1) as series_id
              from (
                (select w.id, w.damped_rating, true as widely_read from widely_read w)
                union all
                (select b.id, b.damped_rating, false from cms.books b
                  where b.ratings_count < $1 and b.damped_rating is not null and ${isPublic('b')}
                  order by ${RATING_ORDER} limit 4 * $3)
              ) q
          ) p
          left join cms.genres g on g.id = p.genre_id left join cms.genres parent on parent.id = g.parent_id
      ) c
     where c.series_rank = 1
  )
  select array(select id from ranked
                order by widely_read desc, coalesce(top_genre = any($2::text[]), false) desc, genre_turn, damped_rating desc, id
                limit $3) as ids,
         $4::int is null or (select count(*) from widely_read) < $4
           or (select count(distinct top_genre) from ranked
                where widely_read and top_genre = any($2::text[]) and genre_turn = $3
                  and damped_rating > (select min(damped_rating) from widely_read)) = cardinality($2::text[]) as settled`;

/** How many widely read books the showcase considers first (decision 144): some hundred on the index's head. */
const SHOWCASE_CANDIDATES = 400;

/**
 * The showcase's ids for `limit` books from the best `candidates` widely read ones (null: all), and
 * whether they are the answer all of them would give (see SHOWCASE_IDS).
 */
export async function pickShowcase(limit: number, candidates: number | null): Promise<{ ids: number[]; settled: boolean }> {
  const values = [WIDELY_READ_RATINGS, [...SHOWCASE_GENRES], limit, candidates];
  const rows = await catalogueQuery<{ ids: number[]; settled: boolean }>(SHOWCASE_IDS, values, 'showcase-ids');
  return rows[0] ?? { ids: [], settled: true };
}

/** The home page's books, best first: acclaimed, widely read, across science fiction and fantasy. */
export async function findShowcaseBooks(limit: number, locale: Locale = DEFAULT_LOCALE): Promise<BookSummary[]> {
  const first = await pickShowcase(limit, Math.max(SHOWCASE_CANDIDATES, 40 * limit));
  const { ids } = first.settled ? first : await pickShowcase(limit, null);
  return getBookSummaries(ids, locale);
}
