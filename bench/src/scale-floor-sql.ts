// The floor of bench:scale's calls the older floor (floor-server.ts) did not have: for each, the
// bare SQL doing the same essential work on the same database (the rows and counts the answer
// needs, no shaping), served by floor-server.ts like the others.
import { BOOK_SORTS, LINK_FILE_WIDTH, type BookSort } from '@starshelf/cms/catalogue';

/** True for a row readers may see (cms/src/catalogue/public-sql.ts states the rule). */
export const isPublicSql = (alias: string): string => `(${alias}.deleted_at is null and ${alias}._status = 'published')`;

const TITLE = `cms.books_locales l on l._parent_id = b.id and l._locale = 'en'`;

const LIST_ORDER: Record<BookSort, string> = {
  newest: 'b.publication_year desc nulls last, b.id desc',
  oldest: 'b.publication_year asc nulls last, b.id asc',
  title_asc: 'lower(l.title) asc, b.id asc',
  title_desc: 'lower(l.title) desc, b.id desc',
  rating: 'b.damped_rating desc nulls last, b.ratings_count desc nulls last, b.id asc',
};

/** One page of 24 of a filtered, sorted books list with its total: $1 lowest average, $2 a genre's slug. */
export const FLOOR_LIST: Record<BookSort, string> = Object.fromEntries(
  BOOK_SORTS.map((sort) => [
    sort,
    `select b.id, b.slug, l.title, b.publication_year, b.average_rating, b.ratings_count, count(*) over () as total
       from cms.books b join ${TITLE}
      where ${isPublicSql('b')} and b.average_rating >= $1
        and exists (select 1 from cms.books_rels gr join cms.genres g on g.id = gr.genres_id where gr.parent_id = b.id and gr.path = 'genres' and g.slug = $2)
      order by ${LIST_ORDER[sort]} limit 24`,
  ]),
) as Record<BookSort, string>;

/** An author and all their books: $1 the author's id. */
export const FLOOR_AUTHOR = `select a.id, a.slug, al.name, al.bio, a.average_rating, a.ratings_count,
    (select json_agg(x) from (
       select b.id, b.slug, l.title, b.publication_year, b.average_rating, b.ratings_count
         from cms.books_rels r join cms.books b on b.id = r.parent_id join ${TITLE}
        where r.authors_id = a.id and r.path = 'authors' and ${isPublicSql('b')}
        order by b.publication_year asc nulls last, b.id) x) as books
  from cms.authors a join cms.authors_locales al on al._parent_id = a.id and al._locale = 'en' where a.id = $1`;

/** The start page: nine best-rated books, eight authors, six largest series, twelve largest genres. */
export const FLOOR_HOME = `select
    (select json_agg(x) from (select b.id, b.slug, l.title, b.average_rating from cms.books b join ${TITLE}
       where ${isPublicSql('b')} order by b.damped_rating desc nulls last, b.id limit 9) x) as books,
    (select json_agg(x) from (select a.id, a.slug, al.name, a.average_rating from cms.authors a
       join cms.authors_locales al on al._parent_id = a.id and al._locale = 'en'
       where ${isPublicSql('a')} order by a.average_rating desc nulls last, a.id limit 8) x) as authors,
    (select json_agg(x) from (select bs.series_id, count(distinct bs._parent_id) as books from cms.books_all_series bs
       group by bs.series_id order by books desc, bs.series_id limit 6) x) as series,
    (select json_agg(x) from (select gr.genres_id, count(*) as books from cms.books_rels gr where gr.path = 'genres'
       group by gr.genres_id order by books desc limit 12) x) as genres`;

/** The sitemap index: how many public books, authors and series there are (one file per LINK_FILE_WIDTH ids). */
export const FLOOR_SITEMAP_INDEX = `select (select count(*) from cms.books b where ${isPublicSql('b')}) as books,
    (select count(*) from cms.authors a where ${isPublicSql('a')}) as authors,
    (select count(*) from cms.series s where ${isPublicSql('s')}) as series`;

/** The first books file of the sitemap: up to LINK_FILE_WIDTH public books' slugs and change dates (URLS_PER_SITEMAP). */
export const FLOOR_SITEMAP_BOOKS = `select b.id, b.slug, b.updated_at from cms.books b where ${isPublicSql('b')} order by b.id limit ${LINK_FILE_WIDTH}`;

/**
 * An administrator's call first finds who is behind the cookie: the session (by the hash of its
 * token, unexpired) and its member's role. The floor of the analytics dashboard runs it before the
 * rollup, as any server must before answering an administrator.
 */
export const FLOOR_SESSION = `select u.role from community.sessions s join community.users u on u.id = s.user_id
  where s.id_hash = $1 and s.expires_at > now() and u.disabled_at is null`;

/** The analytics dashboard's rollup over 30 days: every dimension's keys with their counts. */
export const FLOOR_ANALYTICS = `select dimension, key, sum(count)::int as count from community.analytics_daily
  where day >= current_date - 30 group by dimension, key order by dimension, count desc`;
