// npm run bench:picks: offline hit rate@10 of the personal picks (decision 078) beside popularity
// baselines, on a seeded database. For sampled readers with at least 10 ratings, one book they rated
// 5 is hidden (from the model too), 10 picks are made from the rest of their ratings, and a hit is
// the hidden book among them.
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { bootCatalogue, buildCmsConfig, closeCatalogue } from '@starshelf/cms/payload';
import { buildPicksModel, loadBookFacts, loadRatingRows, scorePicks, type RatingRow } from '@starshelf/cms/catalogue/recommend';
import { benchConfig } from './config.js';

const SAMPLE = 300;
const MIN_RATINGS = 10;
const TOP_N = 10;
const RANDOM_SEED = 78;
const GOAL_RATIO = 3;

/** mulberry32: a fixed seed gives the same readers and hidden books on every run. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const { databaseUrl } = benchConfig();
const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'starshelf-picks-bench-'));
await bootCatalogue(buildCmsConfig({ databaseUrl, secret: 'bench-only-secret-0123456789', mediaDir }));

const loadStart = performance.now();
const [ratings, books] = await Promise.all([loadRatingRows(), loadBookFacts()]);
const loadMs = performance.now() - loadStart;
const byUser = new Map<string, RatingRow[]>();
for (const row of ratings) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);

const random = seededRandom(RANDOM_SEED);
const eligible = [...byUser.entries()]
  .filter(([, rows]) => rows.length >= MIN_RATINGS && rows.some((row) => row.rating === 5))
  .sort(([a], [b]) => a.localeCompare(b));
const eligibleCount = eligible.length;
const sample: { userId: string; hidden: number; rest: RatingRow[] }[] = [];
while (sample.length < Math.min(SAMPLE, eligibleCount)) {
  const [userId, rows] = eligible.splice(Math.floor(random() * eligible.length), 1)[0]!;
  const fives = rows.filter((row) => row.rating === 5);
  const hidden = fives[Math.floor(random() * fives.length)]!.bookId;
  sample.push({ userId, hidden, rest: rows.filter((row) => row.bookId !== hidden) });
}

// The model never sees a hidden rating.
const hiddenKeys = new Set(sample.map((reader) => `${reader.userId}:${reader.hidden}`));
const training = ratings.filter((row) => !hiddenKeys.has(`${row.userId}:${row.bookId}`));
const buildStart = performance.now();
const model = buildPicksModel(training, books);
const buildMs = performance.now() - buildStart;

// Baselines from the same training ratings: the most rated books, and the best damped average.
const counts = new Map<number, number>();
for (const row of training) counts.set(row.bookId, (counts.get(row.bookId) ?? 0) + 1);
const mostRated = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id);
const acclaimed = books.filter((book) => book.dampedRating !== null).sort((a, b) => b.dampedRating! - a.dampedRating! || a.id - b.id).map((book) => book.id);
const topUnknown = (ranking: number[], known: Set<number>) => ranking.filter((id) => !known.has(id)).slice(0, TOP_N);

const hits = { picks: 0, mostRated: 0, acclaimed: 0 };
const pickTimes: number[] = [];
for (const reader of sample) {
  const known = new Set(reader.rest.map((row) => row.bookId));
  const start = performance.now();
  const picks = scorePicks(model, { rated: reader.rest, listedIds: [], excludeIds: [], limit: TOP_N });
  pickTimes.push(performance.now() - start);
  if (picks.some((pick) => pick.bookId === reader.hidden)) hits.picks += 1;
  if (topUnknown(mostRated, known).includes(reader.hidden)) hits.mostRated += 1;
  if (topUnknown(acclaimed, known).includes(reader.hidden)) hits.acclaimed += 1;
}
await closeCatalogue();

const rate = (count: number) => count / sample.length;
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const baseline = Math.max(rate(hits.mostRated), rate(hits.acclaimed));
const ratio = baseline === 0 ? Infinity : rate(hits.picks) / baseline;
pickTimes.sort((a, b) => a - b);
const median = pickTimes[Math.floor(pickTimes.length / 2)] ?? 0;
const table = [
  `Readers sampled: ${sample.length} of ${eligibleCount} with ≥ ${MIN_RATINGS} ratings and a 5 (seed ${RANDOM_SEED}); ratings: ${ratings.length}.`,
  `Model: reading ratings and book facts ${loadMs.toFixed(0)} ms, building ${buildMs.toFixed(0)} ms (${books.length} books); picks per reader: median ${median.toFixed(1)} ms.`,
  '',
  '| recommender | hits | hit rate@10 |',
  '|---|---:|---:|',
  `| item-to-item picks (decision 078) | ${hits.picks} | ${percent(rate(hits.picks))} |`,
  `| baseline: most rated | ${hits.mostRated} | ${percent(rate(hits.mostRated))} |`,
  `| baseline: best damped average | ${hits.acclaimed} | ${percent(rate(hits.acclaimed))} |`,
  '',
  `Picks vs the better baseline: ${ratio.toFixed(1)}× (goal ≥ ${GOAL_RATIO}×): ${ratio >= GOAL_RATIO ? 'met' : 'NOT met'}.`,
].join('\n');
console.log(table);
const resultsFile = path.join(import.meta.dirname, '..', 'results', 'picks.md');
await writeFile(resultsFile, `# Personal picks: offline hit rate@10\n\n\`DATABASE_URL=<seeded db> npm run bench:picks -w @starshelf/bench\`, ${new Date().toISOString().slice(0, 10)}.\n\n${table}\n`);
