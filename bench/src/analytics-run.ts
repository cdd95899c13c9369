// npm run bench:analytics: fills a scratch database with a year of synthetic analytics events
// through the API's own batch writer, then times the dashboard query for every range.
import os from 'node:os';
import pg from 'pg';
import { ANALYTICS_RANGES, analyticsRepository, runMigrations } from '@starshelf/community-api/harness';
import { analyticsBenchConfig } from './analytics-config.js';
import { seededRandom, syntheticEvent } from './analytics-events.js';
import { percentile } from './percentile.js';

const BATCH = 5_000;
const YEAR_MS = 365 * 86_400_000;
const config = analyticsBenchConfig();

async function recreateDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`refusing database name ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.query(`create database "${name}"`);
  await client.end();
}

await recreateDatabase(config.databaseUrl);
const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 4 });
await runMigrations(pool);
const repository = analyticsRepository(pool);

const now = new Date();
const random = seededRandom(42);
const started = performance.now();
for (let offset = 0; offset < config.events; offset += BATCH) {
  const size = Math.min(BATCH, config.events - offset);
  // Events arrive in time order over the last 365 days, as the worker would write them.
  const events = Array.from({ length: size }, (_unused, index) => syntheticEvent(random, new Date(now.getTime() - YEAR_MS + ((offset + index) / config.events) * YEAR_MS)));
  await repository.insertBatch(events);
}
const loadSeconds = (performance.now() - started) / 1000;
await pool.query('vacuum analyze community.analytics_events');
await pool.query('vacuum analyze community.analytics_daily');
const sizes = (
  await pool.query<{ events: string; daily: string; events_size: string; daily_size: string }>(
    `select (select count(*) from community.analytics_events) as events, (select count(*) from community.analytics_daily) as daily,
            pg_size_pretty(pg_total_relation_size('community.analytics_events')) as events_size,
            pg_size_pretty(pg_total_relation_size('community.analytics_daily')) as daily_size`,
  )
).rows[0];

console.log(`Run ${new Date().toISOString()} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`);
console.log(`Loaded ${sizes?.events} events through insertBatch (${BATCH} per batch) in ${loadSeconds.toFixed(1)} s (${Math.round(config.events / loadSeconds)} events/s);`);
console.log(`analytics_events ${sizes?.events_size}, analytics_daily ${sizes?.daily} rows (${sizes?.daily_size}).`);
console.log('');
console.log('| range (days) | runs | p50 ms | p95 ms | max ms | totals.events |');
console.log('|---|---|---|---|---|---|');
for (const range of ANALYTICS_RANGES) {
  await repository.dashboard(range, now);
  const timings: number[] = [];
  let events = 0;
  for (let run = 0; run < config.runs; run += 1) {
    const begin = performance.now();
    events = (await repository.dashboard(range, now)).totals.events;
    timings.push(performance.now() - begin);
  }
  timings.sort((a, b) => a - b);
  console.log(`| ${range} | ${config.runs} | ${percentile(timings, 0.5).toFixed(1)} | ${percentile(timings, 0.95).toFixed(1)} | ${(timings.at(-1) ?? 0).toFixed(1)} | ${events} |`);
}

// For comparison: the same top-routes answer straight from the raw table (what the rollup avoids).
const rawStart = performance.now();
await pool.query(
  `select route, count(*) from community.analytics_events where event_type = 'page_view' and occurred_at >= $1 group by route order by 2 desc limit 10`,
  [new Date(now.getTime() - YEAR_MS)],
);
console.log('');
console.log(`Raw-table top routes over 365 days (one query, for comparison): ${(performance.now() - rawStart).toFixed(0)} ms`);
const cleanupStart = performance.now();
const deleted = await repository.deleteOlderThan(335, now);
console.log(`Retention delete of events older than 335 days: ${deleted} rows in ${(performance.now() - cleanupStart).toFixed(0)} ms`);
await pool.end();
