// Decision 151: a deep page of the books list found by its page number (OFFSET) against the same
// page started from the cursor of the page before, timed side by side in one run on one database
// (DATABASE_URL), one client, per order and depth; the total is kept, as the API keeps it per
// revision, so the figures are the page's own statements.
// `npm run bench:deep-pages -w @starshelf/bench [-- runs]`
import pg from 'pg';
import { configureCatalogue, findBooks, type BookSort, type FindBooksQuery } from '@starshelf/cms/catalogue';
import { percentile } from './percentile.js';

const SORTS: BookSort[] = ['newest', 'oldest', 'rating', 'title_asc', 'title_desc'];
const DEPTHS = [2, 100, 1_000, 10_000, 40_000];
const LIMIT = 24;

type Filters = Pick<FindBooksQuery, 'genre' | 'minRating'>;

const keepCount = async () => Number.MAX_SAFE_INTEGER;

async function timed(query: FindBooksQuery): Promise<{ ms: number; ids: number[] }> {
  const started = performance.now();
  const answer = await findBooks({ ...query, keepCount });
  return { ms: performance.now() - started, ids: answer.items.map((book) => book.id) };
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
  const lists: Array<{ name: string; filters: Filters; books: number }> = [{ name: 'all books', filters: {}, books: Number(counted[0]?.books ?? 0) }];
  if (large) lists.push({ name: `genre=${large.slug}`, filters: { genre: large.slug }, books: Number(large.books) });
  console.log(`${runs} runs per cell, after one untimed; p50 / p95 ms; ratio = offset p50 / cursor p50\n`);
  console.log('| list | sort | page | by page number | from the cursor | ratio | same books |\n|---|---|---|---|---|---|---|');
  for (const list of lists) {
    const lastPage = Math.floor(list.books / LIMIT);
    for (const sort of SORTS) {
      for (const depth of DEPTHS.filter((page) => page <= lastPage)) {
        const base = { ...list.filters, sort, limit: LIMIT, locale: 'en' as const };
        // The cursor a reader holds on page depth - 1: its answer's `next`.
        const before = await findBooks({ ...base, page: depth - 1, keepCount });
        const after = before.next;
        if (!after) continue;
        const byNumber: number[] = [];
        const byCursor: number[] = [];
        let same = true;
        for (let run = 0; run <= runs; run += 1) {
          const offset = await timed({ ...base, page: depth });
          const cursor = await timed({ ...base, page: depth, after });
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
