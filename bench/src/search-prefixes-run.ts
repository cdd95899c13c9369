// Decision 162: one- and two-letter search queries answered by the product (`searchCatalogue`, from
// the prefix indexes of cms.search_words) beside the statement it replaced (each type's documents
// walked in popularity order, `like 'p%' or like '% p%'`, which the planner mostly turned into a read
// of every match through the trigram index), on one database (DATABASE_URL), one client, the two
// taking turns per query. The answers are compared on the first round; the others are timed.
// `npm run bench:search-prefixes -w @starshelf/bench [-- rounds]`
import pg from 'pg';
import { foldSearchText, SEARCH_CAPS, type SearchGroups } from '@starshelf/contract';
import { configureCatalogue, searchCatalogue } from '@starshelf/cms/catalogue';
import { percentile } from './percentile.js';

const REPLACED_STATEMENT = `select type, item_id
  from unnest($3::text[]) as t(name)
  cross join lateral (
    select d.type, d.item_id from cms.search_documents d
     where d.type = t.name and (d.search_text like $1 escape '\\' or d.search_text like $2 escape '\\')
     order by d.popularity desc, d.item_id
     limit ($4::jsonb ->> t.name)::int
  ) hits`;
const TYPES = Object.keys(SEARCH_CAPS);
const GROUP_TYPES = { books: 'book', authors: 'author', series: 'series', genres: 'genre', awards: 'award' } as const;
// Pairs no word of the real catalogue begins with, and letters with accents (folded as the search folds them).
const RARE = ['zq', 'xj', 'qz', 'jx', 'vq', 'wx', 'kq', 'q1', '9z', 'zx', 'yy', 'uu', 'ii', 'oo', 'ee', 'aa', 'xx', 'zz', 'ü', 'é', 'ø'];

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
const answerKey = (hits: { type: string; id: number }[]) => hits.map((hit) => `${hit.type}:${hit.id}`).sort().join(',');
const groupsKey = (groups: SearchGroups) =>
  answerKey(Object.entries(groups).flatMap(([group, hits]) => hits.map((hit) => ({ type: GROUP_TYPES[group as keyof SearchGroups], id: hit.id }))));

async function main(): Promise<void> {
  const rounds = Number(process.argv[2] ?? 3);
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  configureCatalogue({ pool });
  // The letters and digits, the commonest first two letters of the vocabulary's words, and rare pairs.
  const { rows: common } = await pool.query<{ prefix: string }>(
    `select left(word, 2) as prefix from cms.search_vocabulary where char_length(word) >= 2 group by 1 order by sum(documents) desc limit 380`,
  );
  const typed = [...'abcdefghijklmnopqrstuvwxyz0123456789', ...common.map((row) => row.prefix), ...RARE];
  const prefixes = [...new Set(typed.map((prefix) => foldSearchText(prefix)))].filter((prefix) => prefix.length > 0 && prefix.length <= 2);
  const caps = JSON.stringify(SEARCH_CAPS);
  const replaced = async (prefix: string) => {
    const { rows } = await pool.query<{ type: string; item_id: number }>({
      name: 'replaced-short-search',
      text: REPLACED_STATEMENT,
      values: [`${escapeLike(prefix)}%`, `% ${escapeLike(prefix)}%`, TYPES, caps],
    });
    return answerKey(rows.map((row) => ({ type: row.type, id: row.item_id })));
  };
  const product = async (prefix: string) => groupsKey(await searchCatalogue(prefix, { limits: SEARCH_CAPS }));
  const ways = { replaced, product } as const;
  const times: Record<keyof typeof ways, number[]> = { replaced: [], product: [] };
  const slowest: Record<keyof typeof ways, Array<[number, string]>> = { replaced: [], product: [] };
  let differing = 0;
  for (let round = 0; round <= rounds; round += 1) {
    for (const prefix of prefixes) {
      const order = (round % 2 === 0 ? ['replaced', 'product'] : ['product', 'replaced']) as Array<keyof typeof ways>;
      const answers: Partial<Record<keyof typeof ways, string>> = {};
      for (const way of order) {
        const started = performance.now();
        answers[way] = await ways[way](prefix);
        const ms = performance.now() - started;
        if (round > 0) {
          times[way].push(ms);
          slowest[way].push([ms, prefix]);
        }
      }
      if (round === 0 && answers.replaced !== answers.product) {
        differing += 1;
        console.log(`different answers for ${JSON.stringify(prefix)}`);
      }
    }
  }
  console.log(`${prefixes.length} prefixes, all five types at the dropdown's caps; answers differ for ${differing}; ${rounds} timed rounds after one compared\n`);
  console.log('| statement | p50 ms | p95 ms | max ms | slowest |\n|---|---|---|---|---|');
  for (const way of ['replaced', 'product'] as const) {
    const top = slowest[way].sort((a, b) => b[0] - a[0]).slice(0, 3).map(([ms, prefix]) => `\`${prefix}\` ${ms.toFixed(1)}`).join(', ');
    const [p50, p95] = [percentile(times[way], 0.5), percentile(times[way], 0.95)];
    console.log(`| ${way === 'replaced' ? 'before (the walk / trigram index)' : 'after (the prefix indexes)'} | ${p50.toFixed(2)} | ${p95.toFixed(2)} | ${Math.max(...times[way]).toFixed(1)} | ${top} |`);
  }
  const ratio = percentile(times.replaced, 0.95) / percentile(times.product, 0.95);
  console.log(`\np95 before / after: ${ratio.toFixed(1)}×`);
  await pool.end();
}

await main();
