import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { rebuildSearchIndex } from '@starshelf/cms/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { defaultDataDir } from '../src/data/data-files.js';
import { loadDataset } from '../src/data/load-dataset.js';
import { runImport } from '../src/import/run-import.js';
import { type ImportSummary, changesOf, formatSummary } from '../src/import/summary.js';
import { type TestDatabase, startTestDatabase } from './helpers/test-database.js';
import { relevanceMisses } from './helpers/title-relevance.js';

type BuildStats = Record<string, unknown> & { 'distinct users in ratings': number };

const IMPORT_BUDGET_MS = 120_000;

describe('the full import', () => {
  let db: TestDatabase;
  let summary: ImportSummary;
  let stats: BuildStats;

  beforeAll(async () => {
    db = await startTestDatabase('full');
    stats = JSON.parse(await readFile(path.join(defaultDataDir, 'build_stats.json'), 'utf8')) as BuildStats;
    const started = performance.now();
    const dataset = await loadDataset();
    summary = await runImport(dataset, { communityPool: db.communityPool });
    const elapsed = performance.now() - started;
    console.log(`${formatSummary(summary)}\nfull import including loading the files: ${(elapsed / 1000).toFixed(1)} s`);
  }, 300_000);

  afterAll(async () => {
    await db?.teardown();
  });

  it('finishes within two minutes', () => {
    expect(summary.totalMs).toBeLessThan(IMPORT_BUDGET_MS);
  });

  it('holds as many documents as the data set build counted', async () => {
    const counts: Record<string, number> = {};
    for (const [collection, file] of [
      ['books', 'books.csv'],
      ['editions', 'editions.csv'],
      ['authors', 'authors.csv'],
      ['series', 'series.csv'],
      ['genres', 'genres.csv'],
      ['awards', 'awards.csv'],
      ['award-entries', 'award_entries.csv'],
    ] as const) {
      counts[file] = (await db.payload.count({ collection, overrideAccess: true })).totalDocs;
    }
    const { rows } = await db.communityPool.query<{ ratings: number; readers: number }>(
      `select (select count(*)::int from community.book_ratings) as ratings,
              (select count(*)::int from community.users where external_id like 'goodbooks:%') as readers`,
    );
    counts['ratings.csv'] = rows[0]?.ratings ?? 0;
    expect(counts).toEqual(
      Object.fromEntries(Object.keys(counts).map((file) => [file, stats[`rows:${file}`]])),
    );
    expect(rows[0]?.readers).toBe(stats['distinct users in ratings']);
  });

  it('links as many award entries to books as the build did', async () => {
    const expected = stats['award entries (all, linked)'] as Record<string, [number, number]>;
    const { rows } = await db.communityPool.query<{ name: string; all: number; linked: number }>(
      `select l.name, count(*)::int as all, count(e.book_id)::int as linked
       from cms.award_entries e join cms.awards_locales l on l._parent_id = e.award_id and l._locale = 'en'
       group by l.name`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.name, [r.all, r.linked]]))).toEqual(expected);
  });

  it('gives every book exactly one primary edition', async () => {
    const { rows } = await db.communityPool.query<{ n: number }>(
      `select count(*)::int as n from cms.books b
       where (select count(*) from cms.editions e where e.book_id = b.id and e.is_primary_edition) <> 1`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('rates series from their books so the series list can sort and filter by rating', async () => {
    const { rows } = await db.communityPool.query<{ rated: number; wrong: number }>(
      `select count(*) filter (where s.average_rating is not null)::int as rated,
              count(*) filter (where s.average_rating < 1 or s.average_rating > 5)::int as wrong
         from cms.series s`,
    );
    expect(rows[0]?.rated).toBeGreaterThan(700);
    expect(rows[0]?.wrong).toBe(0);
  });

  it('shows Dune with Frank Herbert, the Dune Chronicles #1, Science Fiction and its 1966 Hugo and Nebula wins in en, de and it', async () => {
    const expectations = {
      en: { genre: 'Science Fiction', hugo: 'Hugo Award', nebula: 'Nebula Award' },
      de: { genre: 'Science-Fiction', hugo: 'Hugo Award', nebula: 'Nebula Award' },
      it: { genre: 'Fantascienza', hugo: 'Premio Hugo', nebula: 'Premio Nebula' },
    } as const;
    for (const [locale, want] of Object.entries(expectations) as [keyof typeof expectations, (typeof expectations)['en']][]) {
      const { docs } = await db.payload.find({
        collection: 'books',
        // By its id: the German and Italian titles are empty (no translation's title in the data).
        where: { externalId: { equals: 126 } },
        locale,
        depth: 2,
        overrideAccess: true,
      });
      const dune = docs[0] as unknown as {
        id: number;
        authors: { name: string }[];
        genres: { name: string }[];
        allSeries: { series: { name: string }; position: string }[];
        description: string;
      };
      expect(dune.authors.map((a) => a.name)).toEqual(['Frank Herbert']);
      expect(dune.allSeries[0]).toMatchObject({ series: { name: 'Dune Chronicles' }, position: '1' });
      expect(dune.genres.map((g) => g.name)).toContain(want.genre);
      const entries = await db.payload.find({
        collection: 'award-entries',
        where: { book: { equals: dune.id }, isWinner: { equals: true }, year: { equals: 1966 } },
        locale,
        depth: 1,
        overrideAccess: true,
      });
      const wins = entries.docs.map((e) => (e.award as { name: string }).name).sort();
      expect(wins).toEqual([want.hugo, want.nebula].sort());
      expect(dune.description).toContain(want.hugo);
    }
  });

  it('gives the books their moods from 28,729 reader shelves (decision 076)', async () => {
    const { rows } = await db.communityPool.query<{ mood: string; books: number }>(
      'select mood, count(*)::int as books from cms.book_moods group by mood order by mood',
    );
    expect(Object.fromEntries(rows.map((r) => [r.mood, r.books]))).toEqual({
      adventurous: 428, classic: 229, dark: 384, emotional: 23, funny: 149, mysterious: 360,
      romantic: 891, short: 105, 'thought-provoking': 67, 'young-adult': 1111,
    });
    const moodsOf = async (externalId: number) =>
      (await db.communityPool.query<{ mood: string }>(
        'select m.mood from cms.book_moods m join cms.books b on b.id = m.book_id where b.external_id = $1 order by m.share desc',
        [externalId],
      )).rows.map((r) => r.mood);
    expect(await moodsOf(54)).toContain('funny'); // The Hitchhiker's Guide to the Galaxy
    expect(await moodsOf(429)).toContain('funny'); // The Colour of Magic
    expect(await moodsOf(126)).not.toContain('funny'); // Dune
    expect(await moodsOf(104)).toContain('dark'); // The Road
    expect(await moodsOf(2)).toContain('young-adult'); // Harry Potter and the Sorcerer's Stone
    expect(await moodsOf(5125)).toContain('short'); // Stories of Your Life and Others
  });

  it('finds each book of the relevance set first, by original, edition and translated titles, in en, de and it', async () => {
    // The CLI rebuilds the search index after an import; so does this test.
    await rebuildSearchIndex();
    expect(await relevanceMisses(db.communityPool)).toEqual([]);
  }, 180_000);

  it('changes nothing on a second run', async () => {
    const second = await runImport(await loadDataset(), { communityPool: db.communityPool });
    console.log(`second run: ${(second.totalMs / 1000).toFixed(1)} s, ${changesOf(second)} changes`);
    expect(changesOf(second)).toBe(0);
    // A second pass over the whole data set: seconds when the machine is quiet, but it compares every
    // row, and on a loaded CI machine it has taken 26 s, past the 20 s default.
  }, 120_000);
});
