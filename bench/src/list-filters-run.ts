// Decision 141: the books list's first and deep pages per order and filter, timed on a big synthetic
// catalogue (DATABASE_URL), one client, p50 / p95 ms per cell. The total is kept (as the API keeps it per revision), so the
// figures are the page's statements: `npx tsx bench/src/list-filters-run.ts [runs]`.
import pg from 'pg';
import { configureCatalogue, findAuthors, findBooks, type BookSort } from '@starshelf/cms/catalogue';
import { percentile } from './percentile.js';

const SORTS: BookSort[] = ['newest', 'oldest', 'rating', 'title_asc', 'title_desc'];
type Shape = { name: string; genre?: string; minRating?: number; year?: number; moods?: ['dark']; page?: number };

async function main(): Promise<void> {
  const runs = Number(process.argv[2] ?? 7);
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  configureCatalogue({ pool });
  const genres = await pool.query<{ slug: string }>(
    `select g.slug from cms.books_rels r join cms.genres g on g.id = r.genres_id where r.path = 'genres'
      group by g.slug order by count(*) desc`,
  );
  const large = genres.rows[1]?.slug ?? 'fantasy';
  const rare = genres.rows.at(-1)?.slug ?? 'zombies';
  const shapes: Shape[] = [
    { name: 'none' },
    { name: `genre=${large}`, genre: large },
    { name: `genre=${rare}`, genre: rare },
    { name: 'minRating=3', minRating: 3 },
    { name: 'minRating=4.5', minRating: 4.5 },
    { name: `minRating=3&genre=${large}`, minRating: 3, genre: large },
    { name: `minRating=4&genre=${rare}`, minRating: 4, genre: rare },
    { name: 'year=1990', year: 1990 },
    { name: 'mood=dark', moods: ['dark'] },
    { name: 'page=1000', page: 1000 },
    { name: `page=1000&genre=${large}`, genre: large, page: 1000 },
  ];
  const keepCount = async () => 0;
  console.log(`| shape | ${SORTS.join(' | ')} |\n|---|${SORTS.map(() => '---').join('|')}|`);
  for (const shape of shapes) {
    const cells: string[] = [];
    for (const sort of SORTS) {
      const times: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const started = performance.now();
        await findBooks({ ...shape, page: shape.page ?? 1, limit: 24, sort, keepCount });
        times.push(performance.now() - started);
      }
      cells.push(`${percentile(times.slice(1), 0.5).toFixed(0)} / ${percentile(times.slice(1), 0.95).toFixed(0)}`);
    }
    console.log(`| ${shape.name} | ${cells.join(' | ')} |`);
  }
  const authorCells: string[] = [];
  for (const sort of ['name_asc', 'name_desc', 'rating', 'books'] as const) {
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      await findAuthors({ page: 1, limit: 24, sort, keepCount });
      times.push(performance.now() - started);
    }
    authorCells.push(`${sort} ${percentile(times.slice(1), 0.5).toFixed(0)} / ${percentile(times.slice(1), 0.95).toFixed(0)}`);
  }
  console.log(`\nauthors, first page (p50 / p95 ms): ${authorCells.join(', ')}`);
  await pool.end();
}

void main();
