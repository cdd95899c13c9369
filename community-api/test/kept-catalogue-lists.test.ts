// The genres and the moods, which every list page reads, are kept per catalogue revision: a change
// made without a notice stays unseen (the proof that the answer was kept), the notice that every
// edit and import sends brings it in, and without a listener every answer is read afresh.
import { notifyCatalogueChanged } from '@starshelf/cms/catalogue';
import { describe, expect, it } from 'vitest';
import { useListeningApps } from './support/listening-apps.js';
import { useSuiteDatabase } from './support/suite.js';
import type { TestApp } from './support/test-app.js';
import { createCatalogueDatabase, fixture } from './support/test-catalogue.js';
import { waitFor } from './support/wait-for.js';

type Named = { data: { id: number; name: string; bookCount: number }[] };
type Moods = { data: { slug: string; bookCount: number }[] };

describe('genres and moods kept per catalogue revision', () => {
  const suite = useSuiteDatabase(createCatalogueDatabase);
  let genreId: number;
  let bookId: number;
  const apps = useListeningApps(suite, async () => {
    genreId = await fixture(suite.database.payload, 'genres', { name: 'Space Opera' });
    bookId = await fixture(suite.database.payload, 'books', { title: 'Hyperion', publicationYear: 1989, genres: [genreId] });
  });

  const genreName = async (app: TestApp, locale: string) =>
    ((await app.request.get(`/api/genres?locale=${locale}`)).body as Named).data.find((genre) => genre.id === genreId)?.name;
  const moodCount = async (app: TestApp, slug: string) =>
    ((await app.request.get('/api/moods')).body as Moods).data.find((mood) => mood.slug === slug)?.bookCount;
  /** Written past Payload, so no notice is sent. */
  const renameQuietly = (name: string) => apps.pool.query(`update cms.genres_locales set name = $1 where _parent_id = $2 and _locale = 'en'`, [name, genreId]);

  it('answers a genre renamed without a notice from what it kept, in each language apart, and the new name after the notice', async () => {
    expect(await genreName(apps.live, 'en')).toBe('Space Opera');
    await renameQuietly('Planetary Romance');
    expect(await genreName(apps.live, 'en')).toBe('Space Opera');
    // German falls back to the English name: its first read is of today's table.
    expect(await genreName(apps.live, 'de')).toBe('Planetary Romance');
    await notifyCatalogueChanged(apps.pool, 'genres');
    await waitFor(async () => (await genreName(apps.live, 'en')) === 'Planetary Romance');
  });

  it('answers the moods from what it kept until the notice of an import', async () => {
    expect(await moodCount(apps.live, 'dark')).toBe(0);
    await apps.pool.query(`insert into cms.book_moods (book_id, mood, share) values ($1, 'dark', 0.5)`, [bookId]);
    expect(await moodCount(apps.live, 'dark')).toBe(0);
    await notifyCatalogueChanged(apps.pool, 'import');
    await waitFor(async () => (await moodCount(apps.live, 'dark')) === 1);
  });

  it('reads afresh every time while no listener tells it of changes', async () => {
    await renameQuietly('Galactic Empires');
    expect(await genreName(apps.unlistened, 'en')).toBe('Galactic Empires');
    await apps.pool.query(`delete from cms.book_moods where book_id = $1`, [bookId]);
    expect(await moodCount(apps.unlistened, 'dark')).toBe(0);
  });
});
