// Decision 164: two-word queries whose words are both common ("the jour"), against two running APIs
// on the same database (the build before the phrase pass and the one after), one client, the two
// taking turns per query; the search page's answers compared. The queries follow one rule, fixed
// before the change was measured: each leading word with the first four letters of each of the
// vocabulary's 20 commonest words of six letters or more. The leading words are "the", "die" and
// "of", and, held out (never looked at while the change was written), the vocabulary's three
// commonest other words of at most three letters.
// Usage: DATABASE_URL=… tsx src/search-phrases-run.ts <before API> <after API> [tries]
import pg from 'pg';

import { percentile } from './percentile.js';

const WRITTEN_WITH = ['the', 'die', 'of'];
const ENDPOINTS = { autocomplete: '/api/books/search?q=', 'search page': '/api/search?q=' } as const;

type Timed = { ms: number; body: string };

async function timed(url: string): Promise<Timed> {
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.text();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return { ms: performance.now() - started, body };
}

/** The ids answered, by group (the autocomplete answers books alone, as a list). */
const answerOf = (body: string) => {
  const { data } = JSON.parse(body) as { data: { id: number }[] | Record<string, { id: number }[]> };
  const groups = Array.isArray(data) ? { books: data } : data;
  return Object.entries(groups).map(([group, hits]) => `${group}:${hits.map((hit) => hit.id).join(',')}`).join(' ');
};

async function main(): Promise<void> {
  const [before, after] = [process.argv[2], process.argv[3]];
  if (!before || !after) throw new Error('Usage: search-phrases-run.ts <before API> <after API> [tries]');
  const tries = Number(process.argv[4] ?? 5);
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
  const { rows } = await pool.query<{ word: string; documents: number }>(
    `select word, documents from cms.search_vocabulary where char_length(word) >= 6 and word ~ '^[a-z]+$' order by documents desc, word limit 20`,
  );
  const { rows: leading } = await pool.query<{ word: string; documents: number; held_out: boolean }>(
    `(select word, documents, false as held_out from cms.search_vocabulary where word = any($1::text[]))
     union all
     (select word, documents, true from cms.search_vocabulary where char_length(word) <= 3 and word <> all($1::text[])
       order by documents desc, word limit 3)`,
    [WRITTEN_WITH],
  );
  await pool.end();
  console.log(`Second words (documents): ${rows.map((row) => `${row.word.slice(0, 4)} (${row.word}, ${row.documents})`).join(', ')}`);
  console.log(`Leading words (documents): ${leading.map((row) => `${row.word} ${row.documents}${row.held_out ? ' (held out)' : ''}`).join(', ')}\n`);

  const queries = leading.map((row) => ({ word: row.word, heldOut: row.held_out })).flatMap((entry) => [...new Set(rows.map((row) => row.word.slice(0, 4)))].map((second) => ({ query: `${entry.word} ${second}`, heldOut: entry.heldOut })));
  const results: { query: string; heldOut: boolean; endpoint: string; before: number[]; after: number[]; same: boolean }[] = [];
  for (const { query, heldOut } of queries) {
    for (const [endpoint, path] of Object.entries(ENDPOINTS)) {
      const at = (base: string) => `${base}${path}${encodeURIComponent(query)}`;
      // The first answer of each warms the statement and is compared, not timed.
      const [first, second] = [await timed(at(before)), await timed(at(after))];
      const entry = { query, heldOut, endpoint, before: [] as number[], after: [] as number[], same: answerOf(first.body) === answerOf(second.body) };
      for (let index = 0; index < tries; index += 1) {
        entry.before.push((await timed(at(before))).ms);
        entry.after.push((await timed(at(after))).ms);
      }
      results.push(entry);
    }
  }

  console.log('| queries | call | before p50 / p95 / max ms | after p50 / p95 / max ms | answers changed |\n| --- | --- | --- | --- | --- |');
  for (const heldOut of [false, true]) {
    for (const endpoint of Object.keys(ENDPOINTS)) {
      const chosen = results.filter((entry) => entry.heldOut === heldOut && entry.endpoint === endpoint);
      const summary = (samples: number[]) =>
        `${percentile(samples, 0.5).toFixed(1)} / ${percentile(samples, 0.95).toFixed(1)} / ${Math.max(...samples).toFixed(1)}`;
      // Each query's median, so one slow query counts once.
      const medians = (side: 'before' | 'after') => chosen.map((entry) => percentile(entry[side], 0.5));
      console.log(`| ${heldOut ? 'held out' : 'written with'} (${chosen.length}) | ${endpoint} | ${summary(medians('before'))} | ${summary(medians('after'))} | ${chosen.filter((entry) => !entry.same).length} |`);
    }
  }
  console.log('\nThe ten slowest before (search page, medians ms):');
  const page = results.filter((entry) => entry.endpoint === 'search page');
  for (const entry of [...page].sort((a, b) => percentile(b.before, 0.5) - percentile(a.before, 0.5)).slice(0, 10)) {
    console.log(`- \`${entry.query}\`: ${percentile(entry.before, 0.5).toFixed(1)} → ${percentile(entry.after, 0.5).toFixed(1)}${entry.same ? '' : ' (answer changed)'}`);
  }
  console.log('\nThe ten slowest after (search page, medians ms):');
  for (const entry of [...page].sort((a, b) => percentile(b.after, 0.5) - percentile(a.after, 0.5)).slice(0, 10)) {
    console.log(`- \`${entry.query}\`: ${percentile(entry.before, 0.5).toFixed(1)} → ${percentile(entry.after, 0.5).toFixed(1)}${entry.same ? '' : ' (answer changed)'}`);
  }
}

await main();
