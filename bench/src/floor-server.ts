// The floor: a bare node:http server answering each benchmarked call with the minimal SQL for
// that answer through pg, in the same process model as the API (one Node process, one pool).
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { BOOK_SORTS, type BookSort } from '@starshelf/cms/catalogue';
import { FLOOR_ANALYTICS, FLOOR_AUTHOR, FLOOR_HOME, FLOOR_LIST, FLOOR_SESSION, FLOOR_SITEMAP_BOOKS, FLOOR_SITEMAP_INDEX } from './scale-floor-sql.js';

const [, , databaseUrl, port = '0'] = process.argv;
if (!databaseUrl) throw new Error('usage: floor-server <database url> [port]');
// A statement no client waits for any more is ended (FLOOR_STATEMENT_TIMEOUT_MS, bench:scale sets
// its cell's length): at a million books the bare statements outlast the cell, and their backlog
// would weigh on the cells measured after it.
const statementTimeout = Number(process.env.FLOOR_STATEMENT_TIMEOUT_MS ?? 0);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, ...(statementTimeout > 0 ? { statement_timeout: statementTimeout } : {}) });
pool.on('connect', (client) => void client.query("set pg_trgm.word_similarity_threshold = 0.5"));

const SEARCH = `select type, item_id, slug, names->>'en' as title, subtitle, image from (
    select d.*, row_number() over (partition by d.type order by
      (d.search_text like $2 || '%' or d.search_text like '% ' || $2 || '%') desc,
      word_similarity($1, d.search_text) desc, d.popularity desc) as rn
    from cms.search_documents d
    where d.search_text like '%' || $2 || '%' or $1 <% d.search_text) r
  where rn <= coalesce(($3::jsonb ->> type)::int, 0)`;

const MODAL = `select b.id, l.title, l.description, b.publication_year, b.average_rating, b.ratings_count,
    (select json_agg(json_build_object('id', a.id, 'name', al.name, 'bio', al.bio)) from cms.books_rels r
       join cms.authors a on a.id = r.authors_id join cms.authors_locales al on al._parent_id = a.id and al._locale = 'en'
      where r.parent_id = b.id and r.path = 'authors') as authors,
    (select json_agg(e.*) from cms.editions e where e.book_id = b.id) as editions,
    (select json_agg(x) from (select rating, review from community.book_ratings where book_id = b.id and review is not null
       order by updated_at desc limit 2) x) as reviews
  from cms.books b join cms.books_locales l on l._parent_id = b.id and l._locale = 'en' where b.id = $1`;

const LIST = `select b.id, l.title, b.average_rating, b.ratings_count, b.cover_image_url, count(*) over () as total
  from cms.books b join cms.books_locales l on l._parent_id = b.id and l._locale = 'en'
  where b.average_rating >= 4 order by b.average_rating desc, b.ratings_count desc, b.id limit 24`;

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://floor');
  const q = (url.searchParams.get('q') ?? '').toLowerCase();
  const answer = (promise: Promise<pg.QueryResult>) =>
    promise.then(
      (result) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success: true, data: result.rows })),
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  if (url.pathname === '/books/search') return void answer(pool.query(SEARCH, [q, q, '{"book":12}']));
  if (url.pathname === '/search') return void answer(pool.query(SEARCH, [q, q, '{"book":12,"author":8,"series":6,"genre":6,"award":6}']));
  if (url.pathname.startsWith('/modal-data/')) return void answer(pool.query(MODAL, [Number(url.pathname.split('/')[2])]));
  if (url.pathname === '/books-by-rating') return void answer(pool.query(LIST));
  // bench:scale's calls (scale-floor-sql.ts).
  const sort = url.searchParams.get('sort') ?? 'newest';
  if (url.pathname === '/list' && (BOOK_SORTS as readonly string[]).includes(sort)) {
    return void answer(pool.query(FLOOR_LIST[sort as BookSort], [Number(url.searchParams.get('minRating') ?? 0), url.searchParams.get('genre') ?? '']));
  }
  if (url.pathname.startsWith('/author/')) return void answer(pool.query(FLOOR_AUTHOR, [Number(url.pathname.split('/')[2])]));
  if (url.pathname === '/home') return void answer(pool.query(FLOOR_HOME));
  if (url.pathname === '/sitemap-index') return void answer(pool.query(FLOOR_SITEMAP_INDEX));
  if (url.pathname === '/sitemap-books') return void answer(pool.query(FLOOR_SITEMAP_BOOKS));
  if (url.pathname === '/analytics') {
    // Only for an administrator's session cookie, as the API's own call.
    const token = /(?:^|;\s*)(?:__Host-)?sid=([^;]+)/.exec(req.headers.cookie ?? '')?.[1] ?? '';
    const asAdministrator = pool
      .query<{ role: string }>(FLOOR_SESSION, [createHash('sha256').update(token).digest('hex')])
      .then((session) => (session.rows[0]?.role === 'SUPER_USER' ? pool.query(FLOOR_ANALYTICS) : Promise.reject(new Error('not an administrator'))));
    return void answer(asAdministrator);
  }
  res.writeHead(404).end();
});
server.listen(Number(port), '127.0.0.1', () => console.log(`listening ${(server.address() as AddressInfo).port}`));
