import { bookSlug } from '@starshelf/contract';
import { CATALOGUE_CHANGED_CHANNEL, getBookDetail, rebuildSearchIndex, searchCatalogue } from '@starshelf/cms/catalogue';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildDataset } from '../src/data/dataset.js';
import { runImport } from '../src/import/run-import.js';
import { changesOf } from '../src/import/summary.js';
import { fixtureDataset } from './fixture.js';
import { type TestDatabase, startTestDatabase } from './helpers/test-database.js';

type Named = { id: number; name?: string; title?: string; slug?: string };
type BookDoc = {
  id: number;
  title: string;
  slug: string;
  description: string;
  authors: Named[];
  genres: Named[];
  allSeries: { series: Named; position: string }[];
  publicationYear: number | null;
  averageRating: number | null;
  ratingsCount: number;
};

describe('importing the fixture catalogue', () => {
  let db: TestDatabase;
  const dataset = fixtureDataset();
  let firstChanges = 0;
  /** The community API's view: the catalogue_changed notices PostgreSQL delivered. */
  let listener: pg.Client;
  const notices: string[] = [];
  const noticesSoon = async (count: number) => {
    for (let i = 0; i < 50 && notices.length < count; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    return [...notices];
  };
  /** Every notice of the writes so far: none new for 300 ms. */
  const settledNotices = async () => {
    let seen = -1;
    while (seen !== notices.length) {
      seen = notices.length;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    return [...notices];
  };

  const bookByExternalId = async (externalId: number, locale: 'en' | 'de' | 'it') => {
    const { docs } = await db.payload.find({
      collection: 'books',
      where: { externalId: { equals: externalId } },
      locale,
      depth: 1,
      overrideAccess: true,
    });
    return docs[0] as unknown as BookDoc;
  };

  beforeAll(async () => {
    db = await startTestDatabase('fixture');
    listener = new pg.Client({ connectionString: db.databaseUrl });
    await listener.connect();
    listener.on('notification', (message) => notices.push(message.payload ?? ''));
    await listener.query(`LISTEN ${CATALOGUE_CHANGED_CHANNEL}`);
    const summary = await runImport(dataset, { communityPool: db.communityPool });
    firstChanges = changesOf(summary);
  }, 120_000);

  afterAll(async () => {
    await listener?.end();
    await db?.teardown();
  });

  it('creates every document of the fixture', async () => {
    expect(firstChanges).toBeGreaterThan(0);
    const count = (collection: 'books' | 'editions' | 'authors' | 'series' | 'genres' | 'awards' | 'award-entries') =>
      db.payload.count({ collection, overrideAccess: true }).then((r) => r.totalDocs);
    expect(await count('books')).toBe(3);
    expect(await count('editions')).toBe(3);
    expect(await count('authors')).toBe(2);
    expect(await count('series')).toBe(1);
    expect(await count('genres')).toBe(3);
    expect(await count('awards')).toBe(2);
    expect(await count('award-entries')).toBe(4);
  });

  it('links a book to its authors in credit order, its genres and its series position', async () => {
    const book = await bookByExternalId(1, 'en');
    expect(book.title).toBe('Die Sterne über Köln');
    // The contract's slug rule (umlauts transliterated), computed in memory by the importer.
    expect(book.slug).toBe(bookSlug('Die Sterne über Köln'));
    expect(book.authors.map((a) => a.name)).toEqual(['Jörg Weißmüller', 'Anna_Illustrator']);
    expect(book.genres.map((g) => g.name)).toEqual(['Science Fiction', 'Time Travel']);
    expect(book.allSeries.map((s) => [s.series.name, s.position])).toEqual([['Kölner Sternensaga', '1']]);
    expect(book.publicationYear).toBe(1979);
  });

  it('writes the Goodreads ids of books and editions, and none where the data has none', async () => {
    const { docs: books } = await db.payload.find({ collection: 'books', where: { goodreadsBookId: { equals: 4101 } }, overrideAccess: true });
    expect(books.map((b) => b.externalId)).toEqual([1]);
    const { docs: editions } = await db.payload.find({ collection: 'editions', where: { goodreadsBookId: { equals: 4102 } }, overrideAccess: true });
    expect(editions.map((e) => e.externalId)).toEqual([1]);
    expect((await bookByExternalId(2, 'en')) as unknown as { goodreadsBookId?: number | null }).toMatchObject({ goodreadsBookId: null });
  });

  it('imports original titles and the translated titles, found in every language', async () => {
    const [one, two] = [await bookByExternalId(1, 'en'), await bookByExternalId(2, 'en')];
    expect((await getBookDetail(one.id, 'de'))?.originalTitle).toBe('Stars over Cologne');
    expect((await getBookDetail(two.id, 'it'))?.title).toBe('Ritorno a Colonia');
    // No German title in the data: the German reader sees the English one.
    expect((await getBookDetail(two.id, 'de'))?.title).toBe('Rückkehr nach Köln');
    const { rows } = await db.communityPool.query<{ locale: string; title: string | null }>(
      `select _locale::text as locale, title from cms.books_locales where _parent_id = $1 order by 1`,
      [two.id],
    );
    // The CLI rebuilds the search index after an import; so does this test.
    await rebuildSearchIndex();
    expect(rows).toEqual([
      { locale: 'de', title: null },
      { locale: 'en', title: 'Rückkehr nach Köln' },
      { locale: 'it', title: 'Ritorno a Colonia' },
    ]);
    for (const locale of ['en', 'de', 'it'] as const) {
      const [original] = (await searchCatalogue('stars over cologne', { locale })).books;
      expect(original).toMatchObject({ id: one.id, title: 'Die Sterne über Köln', matchedTitle: 'Stars over Cologne' });
      const [italian] = (await searchCatalogue('ritorno a colonia', { locale })).books;
      expect(italian).toMatchObject({ id: two.id, matchedTitle: locale === 'it' ? null : 'Ritorno a Colonia' });
    }
  });

  it('stores the genre names in German and Italian', async () => {
    const de = await bookByExternalId(1, 'de');
    const it_ = await bookByExternalId(1, 'it');
    expect(de.genres.map((g) => g.name)).toEqual(['Science-Fiction', 'Zeitreise']);
    expect(it_.genres.map((g) => g.name)).toEqual(['Fantascienza', 'Viaggi nel tempo']);
  });

  it('writes a composed synopsis in three languages with links to real pages', async () => {
    const [en, de, it_] = await Promise.all([bookByExternalId(1, 'en'), bookByExternalId(1, 'de'), bookByExternalId(1, 'it')]);
    expect(en.description).toContain('[Jörg Weißmüller](/authors/jorg-weissmuller)');
    expect(en.description).toContain('Kölner Sternensaga');
    const hugo = await db.payload.find({ collection: 'awards', where: { slug: { equals: 'hugo' } }, overrideAccess: true });
    expect(en.description).toContain(`(/awards/${hugo.docs[0]?.id})`);
    expect(de.description).toContain('Hugo Award');
    expect(de.description).not.toBe(en.description);
    expect(it_.description).toContain('Premio Hugo');
  });

  it('gives every book exactly one primary edition with the mapped language', async () => {
    const { docs } = await db.payload.find({ collection: 'editions', depth: 0, overrideAccess: true, limit: 10 });
    const primaries = new Map<number, number>();
    for (const e of docs) {
      if (e.isPrimaryEdition) primaries.set(Number(e.book), (primaries.get(Number(e.book)) ?? 0) + 1);
    }
    expect([...primaries.values()]).toEqual([1, 1, 1]);
    const german = docs.find((e) => e.externalId === 1);
    expect([german?.languageCode, german?.languageName, german?.pages]).toEqual(['de', 'Deutsch', 320]);
    expect(docs.find((e) => e.externalId === 3)?.languageCode ?? null).toBeNull();
  });

  it('keeps award entries without a catalogue book and marks winners', async () => {
    const { docs } = await db.payload.find({ collection: 'award-entries', depth: 0, overrideAccess: true, sort: 'externalId' });
    expect(docs.map((e) => [e.externalId, e.isWinner, e.result, e.book === null || e.book === undefined])).toEqual([
      [100, true, 'winner', false],
      [101, true, 'winner', false],
      [102, false, 'nominee', false],
      [103, false, 'nominee', true],
    ]);
    const lasswitz = await db.payload.find({ collection: 'awards', where: { externalId: { equals: 9 } }, locale: 'de', overrideAccess: true });
    expect(lasswitz.docs[0]?.name).toBe('Kurd-Laßwitz-Preis');
  });

  it("labels each award category in every language under its English key (decision 125)", async () => {
    for (const [locale, label] of [['en', 'Best Novel'], ['de', 'Bester Roman'], ['it', 'Miglior romanzo']] as const) {
      const hugo = await db.payload.find({ collection: 'awards', where: { externalId: { equals: 1 } }, locale, fallbackLocale: false, overrideAccess: true });
      expect(hugo.docs[0]?.categories?.map((c) => [c.name, c.label])).toEqual([['Best Novel', label]]);
    }
  });

  it('imports the ratings as a reader who cannot sign in and sets the book averages', async () => {
    const { rows } = await db.communityPool.query<{ email: string | null; password_hash: string | null; external_id: string }>(
      'select email, password_hash, external_id from community.users',
    );
    expect(rows).toEqual([{ email: null, password_hash: null, external_id: 'goodbooks:1' }]);
    const book = await bookByExternalId(1, 'en');
    expect([book.averageRating, book.ratingsCount]).toEqual([5, 1]);
    const author = await db.payload.find({ collection: 'authors', where: { externalId: { equals: 10 } }, overrideAccess: true });
    // Authors are rated directly by members (the data set has no author ratings): none yet.
    expect([author.docs[0]?.averageRating ?? null, author.docs[0]?.ratingsCount]).toEqual([null, 0]);
  });

  it('stores the moods books hold from their reader shelves, with their share of the book\'s readers', async () => {
    const { rows } = await db.communityPool.query<{ external_id: number; mood: string; share: number }>(
      `select b.external_id::int, m.mood, m.share from cms.book_moods m join cms.books b on b.id = m.book_id order by b.external_id, m.mood`,
    );
    expect(rows).toEqual([
      { external_id: 1, mood: 'funny', share: 0.03 },
      { external_id: 2, mood: 'dark', share: 0.02 },
    ]);
  });

  it('removes a mood a book no longer holds when the data changes', async () => {
    const changed = buildDataset({ ...dataset.tables, bookShelves: dataset.tables.bookShelves.filter((s) => s.bookId !== 2) });
    const summary = await runImport(changed, { communityPool: db.communityPool });
    expect(summary.entities.find((e) => e.entity === 'book moods')).toMatchObject({ created: 0, updated: 1 });
    const { rows } = await db.communityPool.query<{ n: number }>('select count(*)::int as n from cms.book_moods');
    expect(rows[0]?.n).toBe(1);
    // Back to the fixture, so the second run below compares against it.
    await runImport(dataset, { communityPool: db.communityPool });
  });

  it('tells the community API that the catalogue changed, since its bulk writes bypass the hooks', async () => {
    expect(await noticesSoon(1)).toContain('import');
  });

  it('changes nothing on a second run, and says nothing', async () => {
    const before = (await settledNotices()).length;
    const summary = await runImport(dataset, { communityPool: db.communityPool });
    expect(changesOf(summary)).toBe(0);
    expect((await settledNotices()).slice(before)).toEqual([]);
    expect(summary.entities.every((e) => e.unchanged === e.total)).toBe(true);
  });
});
