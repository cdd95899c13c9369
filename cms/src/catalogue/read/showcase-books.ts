import { DEFAULT_LOCALE, type Locale } from '@starshelf/contract';

import { localeJoins } from '../localized-sql.js';
import { catalogueQuery } from '../sql.js';
import { isPublic } from '../public-sql.js';
import { BOOK_MEDIA_JOIN, bookSummaryColumns, type BookSummary, type BookSummaryRow, toBookSummary } from './shapes.js';

/**
 * A book the home page showcases has at least this many ratings (decision 077): about the most
 * read tenth of the seeded catalogue (90th percentile 43). The damped average alone still lets a
 * 4.8 from 20 ratings through; the hero should be a book many readers know.
 */
export const WIDELY_READ_RATINGS = 50;

/** The top-level genres the home page takes turns between (slugs): the catalogue's two halves. */
export const SHOWCASE_GENRES = ['fantasy', 'science-fiction'] as const;

/**
 * The showcase's order, as ids ($2 the widely-read floor, $3 the showcase genres, $4 the limit):
 * 1. widely read books first; the others only fill up a catalogue that has too few of them, and
 *    only the best few of those (by the damped average, from its index) are considered;
 * 2. one book per series, its best (by the book's first series);
 * 3. the showcase genres before the others (the book's first genre, or that genre's parent);
 * 4. turns between the genres: each genre's best, then each genre's second best, ...;
 * 5. within a turn, the higher damped average first.
 * The per-book look-ups run on those few hundred candidates only: on the whole table they cost
 * about 60 ms (EXPLAIN in decision 077).
 */
const SHOWCASE_IDS = `
  select id from (
    select c.*, row_number() over (partition by c.widely_read, c.top_genre order by c.damped_rating desc, c.id) as genre_turn
      from (
        select p.*, coalesce(parent.slug, g.slug) as top_genre,
               row_number() over (partition by coalesce(p.series_id, -p.id) order by p.widely_read desc, p.damped_rating desc, p.id) as series_rank
          from (
            select q.*,
                   (select r.genres_id from cms.books_rels r where r.parent_id = q.id and r.path = 'genres' order by r."order" limit 1) as genre_id,
                   (select bs.series_id from cms.books_all_series bs where bs._parent_id = q.id order by bs._order limit 1) as series_id
              from (
                (select b.id, b.damped_rating, true as widely_read from cms.books b
                  where b.ratings_count >= $2 and b.damped_rating is not null and ${isPublic('b')})
                union all
                (select b.id, b.damped_rating, false from cms.books b
                  where b.ratings_count < $2 and b.damped_rating is not null and ${isPublic('b')}
                  order by b.damped_rating desc nulls last, b.ratings_count desc nulls last, b.id limit 4 * $4)
              ) q
          ) p
          left join cms.genres g on g.id = p.genre_id left join cms.genres parent on parent.id = g.parent_id
      ) c
     where c.series_rank = 1
  ) turns
  order by widely_read desc, coalesce(top_genre = any($3::text[]), false) desc, genre_turn, damped_rating desc, id
  limit $4`;

/** The home page's books, best first: acclaimed, widely read, across science fiction and fantasy. */
export async function findShowcaseBooks(limit: number, locale: Locale = DEFAULT_LOCALE): Promise<BookSummary[]> {
  const rows = await catalogueQuery<BookSummaryRow>(
    `select ${bookSummaryColumns('$1')}
       from unnest(array(${SHOWCASE_IDS})) with ordinality as page(id, ord)
       join cms.books b on b.id = page.id ${localeJoins('books', 'b', '$1')} ${BOOK_MEDIA_JOIN}
      order by page.ord`,
    [locale, WIDELY_READ_RATINGS, [...SHOWCASE_GENRES], limit],
    'showcase-books',
  );
  return rows.map(toBookSummary);
}
