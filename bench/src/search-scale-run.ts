// Search at scale (decision 139): p50/p95 of each bench query, one client, against a running API.
// Usage: tsx src/search-scale-run.ts http://127.0.0.1:4631 [tries] [only these queries, comma-separated]
import { percentile } from './percentile.js';
import { SEARCH_BENCH_QUERIES } from './search-queries.js';

const base = process.argv[2] ?? 'http://127.0.0.1:4631';
const tries = Number(process.argv[3] ?? 15);
const only = process.argv[4]?.split(',');
const ENDPOINTS = [
  ['autocomplete', '/api/books/search?q='],
  ['search page', '/api/search?q='],
] as const;

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  await response.arrayBuffer();
  return performance.now() - started;
}

console.log('| query | held out | autocomplete p50 / p95 ms | search page p50 / p95 ms |\n| --- | --- | --- | --- |');
for (const { query, heldOut } of SEARCH_BENCH_QUERIES.filter((entry) => !only || only.includes(entry.query))) {
  const cells: string[] = [];
  for (const [, path] of ENDPOINTS) {
    const url = `${base}${path}${encodeURIComponent(query)}`;
    await timed(url);
    const samples: number[] = [];
    for (let index = 0; index < tries; index += 1) samples.push(await timed(url));
    cells.push(`${percentile(samples, 0.5).toFixed(1)} / ${percentile(samples, 0.95).toFixed(1)}`);
  }
  console.log(`| \`${query}\` | ${heldOut ? 'yes' : ''} | ${cells.join(' | ')} |`);
}
