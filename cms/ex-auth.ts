import pg from 'pg';
import { configureCatalogue, findAuthors } from './src/catalogue/index.js';
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
configureCatalogue({ pool });
for (const sort of ['name_asc', 'name_desc', 'rating', 'books'] as const) {
  const t: number[] = [];
  for (let i = 0; i < 4; i++) { const s = performance.now(); await findAuthors({ page: 1, limit: 24, sort, keepCount: async () => 0 }); t.push(performance.now() - s); }
  console.log(sort, t.map((x) => x.toFixed(0)).join(' '));
}
await pool.end();
