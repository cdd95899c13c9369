import pg from 'pg';
import { bookListStatements } from './src/catalogue/read/find-books.js';
const [sort, shape, genre, minRating, offset] = process.argv.slice(2);
const f: any = {};
if (genre) { f.genreIds = [Number(genre)]; f.genreShape = shape; }
if (minRating) f.minRating = Number(minRating);
const st = bookListStatements(sort as any, 'en', f);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
const r = await pool.query(`explain (analyze, buffers) ${st.ids}`, [...st.values, 24, Number(offset ?? 0)]);
console.log(st.ids); console.log(r.rows.map((x: any) => x['QUERY PLAN']).join('\n'));
await pool.end();
