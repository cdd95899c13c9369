// Decisions 151 and 165: a deep page of the books, authors and series lists found by its page number
// (OFFSET) against the same page started from the cursor of the page before, timed side by side in
// one run on one database (DATABASE_URL), one client, per order and depth; the total is kept, as the
// API keeps it per revision, so the figures are the page's own statements.
// `npm run bench:deep-pages -w @starshelf/bench [-- runs]`
import pg from 'pg';
import { configureCatalogue, findAuthors, findBooks, findSeries, LIST_SORTS, type BookSort, type FindBooksQuery } from '@starshelf/cms/catalogue';
import { percentile } from './percentile.js';

const SORTS: BookSort[] = ['newest', 'oldest', 'rating', 'title_asc', 'title_desc'];
const DEPTHS = [2, 100, 1_000, 5_000, 10_000, 40_000];
const LIMIT = 24;

type Filters = Pick<FindBooksQuery, 'genre' | 'minRating'>;
type PageQuery = { page: number; limit: number; locale: 'en'; sort: string; after?: string | undefined } & Filters;
/** One list's call, as the API makes it: its answer's ids and `next`. */
type Find = (query: PageQuery & { keepCount: () => Promise<number> }) => Promise<{ items: { id: number }[]; next?: string }>;

const keepCount = async () => Number.MAX_SAFE_INTEGER;

async function timed(find: Find, query: PageQuery): Promise<{ ms: number; ids: number[] }> {
  const started = performance.now();
  const answer = await find({ ...query, keepCount });
  return { ms: performance.now() - started, ids: answer.items.map((item) => item.id) };
}

const cell = (times: number[]) => `${percentile(times, 0.5).toFixed(1)} / ${percentile(times, 0.95).toFixed(1)}`;

async function main(): Promise<void> {
  const runs = Number(process.argv[2] ?? 5);
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  configureCatalogue({ pool });
  const { rows: genres } = await pool.query<{ slug: string; books: string }>(
    `select g.slug, count(*) as books from cms.books_rels r join cms.genres g on g.id = r.genres_id
      where r.path = 'genres' group by g.slug order by count(*) desc limit 2`,
  );
  const large = genres[1] ?? genres[0];
  const { rows: counted } = await pool.query<{ books: string }>(`select count(*) as books from cms.books where deleted_at is null and _status = 'published'`);
  const books = findBooks as unknown as Find;
  const lists: Array<{ name: string; find: Find; sorts: readonly string[]; filters: Filters; rows: number }> = [
    { name: 'all books', find: books, sorts: SORTS, filters: {}, rows: Number(counted[0]?.books ?? 0) },
  ];
  if (large) lists.push({ name: `genre=${large.slug}`, find: books, sorts: SORTS, filters: { genre: large.slug }, rows: Number(large.books) });
  for (const [name, table, find] of [['authors', 'authors', findAuthors], ['series', 'series', findSeries]] as const) {
    const { rows } = await pool.query<{ n: string }>(`select count(*) as n from cms.${table} where deleted_at is null and _status = 'published'`);
    lists.push({ name, find: find as unknown as Find, sorts: LIST_SORTS, filters: {}, rows: Number(rows[0]?.n ?? 0) });
  }
  console.log(`${runs} runs per cell, after one untimed; p50 / p95 ms; ratio = offset p50 / cursor p50\n`);
  console.log('| list | sort | page | by page number | from the cursor | ratio | same rows |\n|---|---|---|---|---|---|---|');
  for (const list of lists) {
    const lastPage = Math.floor(list.rows / LIMIT);
    for (const sort of list.sorts) {
      for (const depth of DEPTHS.filter((page) => page <= lastPage)) {
        const base = { ...list.filters, sort, limit: LIMIT, locale: 'en' as const };
        // The cursor a reader holds on page depth - 1: its answer's `next`.
        const before = await list.find({ ...base, page: depth - 1, keepCount });
        const after = before.next;
        if (!after) continue;
        const byNumber: number[] = [];
        const byCursor: number[] = [];
        let same = true;
        for (let run = 0; run <= runs; run += 1) {
          const offset = await timed(list.find, { ...base, page: depth });
          const cursor = await timed(list.find, { ...base, page: depth, after });
          same &&= JSON.stringify(offset.ids) === JSON.stringify(cursor.ids);
          if (run === 0) continue;
          byNumber.push(offset.ms);
          byCursor.push(cursor.ms);
        }
        const ratio = percentile(byNumber, 0.5) / percentile(byCursor, 0.5);
        console.log(`| ${list.name} | ${sort} | ${depth.toLocaleString('en')} | ${cell(byNumber)} | ${cell(byCursor)} | ${ratio.toFixed(1)}× | ${same ? 'yes' : 'NO'} |`);
      }
    }
  }
  await pool.end();
}

void main();
