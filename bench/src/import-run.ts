// npm run bench:import: uploads a 5,000-row Goodreads export (generated from the catalogue of the
// database in DATABASE_URL) as a throw-away member and times it, beside the books autocomplete
// (GET /api/books/search) idle and while the import runs, in one process and run. Without Redis
// the import runs in the API process itself: the harder case for the autocomplete.
// DATABASE_URL must be a copy you may write to (createdb -T bench_seeded imp_bench), never bench_seeded.
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { ImportReport } from '@starshelf/contract';
import { startBenchApi } from './bench-api.js';
import { SEARCH_QUERIES } from './chat-prompts.js';
import { benchConfig } from './config.js';
import { goodreadsExportOf } from './import-rows.js';
import { percentile } from './percentile.js';

const ROWS = 5_000;
const IDLE_SEARCHES = 200;
const GOAL_SECONDS = 30;
const GOAL_RATIO = 2;
const { databaseUrl } = benchConfig();
if (new URL(databaseUrl).pathname === '/bench_seeded') throw new Error('bench:import writes: point DATABASE_URL at a copy (createdb -T bench_seeded imp_bench)');

const api = await startBenchApi({ databaseUrl, label: 'import', role: 'NORMAL_USER', isMigrating: true });
const { base, headers, pool } = api;

async function search(index: number): Promise<number> {
  const q = SEARCH_QUERIES[index % SEARCH_QUERIES.length] ?? 'dune';
  const started = performance.now();
  const response = await fetch(`${base}/api/books/search?q=${encodeURIComponent(q)}`, { headers });
  await response.text();
  if (response.status !== 200) throw new Error(`search failed: ${response.status}`);
  return performance.now() - started;
}

async function report(id: string): Promise<ImportReport> {
  const response = await fetch(`${base}/api/imports/${id}`, { headers });
  return ((await response.json()) as { data: ImportReport }).data;
}

const row = (name: string, values: number[]) => `| ${name} | ${values.length} | ${percentile(values, 0.5).toFixed(1)} | ${percentile(values, 0.95).toFixed(1)} |`;

try {
  const file = await goodreadsExportOf(pool, ROWS);
  for (let index = 0; index < 20; index += 1) await search(index);
  const idle: number[] = [];
  for (let index = 0; index < IDLE_SEARCHES; index += 1) idle.push(await search(index));

  // The autocomplete runs from the moment the upload starts (reading the file is part of the load)
  // until the import is done; the import's own calls are the upload and the screen's progress poll.
  let isDone = false;
  let isAccepted = false;
  const during: number[] = [];
  const whileUploading: number[] = [];
  const searching = (async () => {
    while (!isDone) {
      const wasAccepted = isAccepted;
      const ms = await search(during.length);
      during.push(ms);
      if (!wasAccepted) whileUploading.push(ms);
    }
  })();

  // The API runs in this process: its event loop's longest stall says whether a slow search waited on Node or on the database.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'text/csv' }), 'goodreads_library_export.csv');
  const started = performance.now();
  const accepted = await fetch(`${base}/api/imports/goodreads`, { method: 'POST', headers, body: form });
  if (accepted.status !== 202) throw new Error(`upload failed: ${accepted.status} ${await accepted.text()}`);
  const { id } = ((await accepted.json()) as { data: { id: string } }).data;
  const acceptedMs = performance.now() - started;
  isAccepted = true;
  const uploadStallMs = loopDelay.max / 1e6;
  loopDelay.reset();
  let current = await report(id);
  // The progress poll of the screen, about four times a second.
  while (current.status === 'queued' || current.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 250));
    current = await report(id);
  }
  isDone = true;
  await searching;
  loopDelay.disable();
  const jobStallMs = loopDelay.max / 1e6;
  const seconds = (performance.now() - started) / 1000;
  const ratio = percentile(during, 0.95) / percentile(idle, 0.95);

  console.log(`\nImport benchmark, ${new Date().toISOString()}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; the import runs in the API process (no Redis).\n`);
  console.log(`${ROWS} rows (${file.length.toLocaleString('en')} bytes): upload answered in ${acceptedMs.toFixed(0)} ms, done in ${seconds.toFixed(1)} s (status ${current.status}): ${seconds <= GOAL_SECONDS ? 'meets' : 'MISSES'} the goal of ≤ ${GOAL_SECONDS} s.`);
  console.log(`Report: matched ${current.matched}, created ${JSON.stringify(current.created)}, already there ${current.alreadyThere}, unmatched ${current.unmatched.length}, problems ${current.problems.length}.\n`);
  console.log('| GET /api/books/search | requests | p50 ms | p95 ms |\n|---|---|---|---|');
  console.log(row('idle', idle));
  console.log(row('during the import (upload and job)', during));
  console.log(row('of which during the upload request', whileUploading));
  console.log(`\nLongest event-loop stall of the process: ${uploadStallMs.toFixed(0)} ms during the upload request, ${jobStallMs.toFixed(0)} ms during the job.`);
  console.log(`\nAutocomplete p95 during / idle: ${ratio.toFixed(2)}×: ${ratio < GOAL_RATIO ? 'meets' : 'MISSES'} the goal of < ${GOAL_RATIO}×.\n`);
} finally {
  // Erasing the member takes its list, ratings and imports with it (foreign keys cascade).
  await api.close();
}
