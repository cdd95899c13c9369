// The genres and the moods, which every list page reads, are kept per catalogue revision: a change
// made without a notice stays unseen (the proof that the answer was kept), the notice that every
// edit and import sends brings it in, and without a listener every answer is read afresh.
import { notifyCatalogueChanged } from '@starshelf/cms/catalogue';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/lib/logger.js';
import { listenForCatalogueChanges, type CatalogueChanges } from '../src/modules/catalogue/catalogue-changes.js';
import { useSuiteDatabase } from './support/suite.js';
import type { TestApp } from './support/test-app.js';
import { createCatalogueDatabase, fixture } from './support/test-catalogue.js';
import { waitFor } from './support/wait-for.js';

const logger = createLogger({ logLevel: 'silent', nodeEnv: 'test' });

type Named = { data: { id: number; name: string; bookCount: number }[] };
type Moods = { data: { slug: string; bookCount: number }[] };

describe('genres and moods kept per catalogue revision', () => {
  const suite = useSuiteDatabase(createCatalogueDatabase);
  let live: TestApp;
  let unlistened: TestApp;
  let changes: CatalogueChanges;
  let pool: pg.Pool;
  let genreId: number;
  let bookId: number;

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: suite.database.url, max: 2 });
    genreId = await fixture(suite.database.payload, 'genres', { name: 'Space Opera' });
    bookId = await fixture(suite.database.payload, 'books', { title: 'Hyperion', publicationYear: 1989, genres: [genreId] });
    changes = listenForCatalogueChanges(suite.database.url, logger);
    await waitFor(() => changes.isLive());
    live = await suite.startApp({ catalogueChanges: changes });
    unlistened = await suite.startApp();
  });
  afterAll(async () => {
    await changes?.close();
    await pool?.end();
  });

  const genreName = async (app: TestApp, locale: string) =>
    ((await app.request.get(`/api/genres?locale=${locale}`)).body as Named).data.find((genre) => genre.id === genreId)?.name;
  const moodCount = async (app: TestApp, slug: string) =>
    ((await app.request.get('/api/moods')).body as Moods).data.find((mood) => mood.slug === slug)?.bookCount;
  /** Written past Payload, so no notice is sent. */
  const renameQuietly = (name: string) => pool.query(`update cms.genres_locales set name = $1 where _parent_id = $2 and _locale = 'en'`, [name, genreId]);

  it('answers a genre renamed without a notice from what it kept, in each language apart, and the new name after the notice', async () => {
    expect(await genreName(live, 'en')).toBe('Space Opera');
    await renameQuietly('Planetary Romance');
    expect(await genreName(live, 'en')).toBe('Space Opera');
    // German falls back to the English name: its first read is of today's table.
    expect(await genreName(live, 'de')).toBe('Planetary Romance');
    await notifyCatalogueChanged(pool, 'genres');
    await waitFor(async () => (await genreName(live, 'en')) === 'Planetary Romance');
  });

  it('answers the moods from what it kept until the notice of an import', async () => {
    expect(await moodCount(live, 'dark')).toBe(0);
    await pool.query(`insert into cms.book_moods (book_id, mood, share) values ($1, 'dark', 0.5)`, [bookId]);
    expect(await moodCount(live, 'dark')).toBe(0);
    await notifyCatalogueChanged(pool, 'import');
    await waitFor(async () => (await moodCount(live, 'dark')) === 1);
  });

  it('reads afresh every time while no listener tells it of changes', async () => {
    await renameQuietly('Galactic Empires');
    expect(await genreName(unlistened, 'en')).toBe('Galactic Empires');
    await pool.query(`delete from cms.book_moods where book_id = $1`, [bookId]);
    expect(await moodCount(unlistened, 'dark')).toBe(0);
  });
});
