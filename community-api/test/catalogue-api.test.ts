import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rebuildSearchIndex } from '@starshelf/cms/catalogue';
import { getCatalogue, payloadPool } from '@starshelf/cms/payload';
import { signedInAgent } from './support/members.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createCatalogueDatabase, fixture, translate, type CatalogueDatabase } from './support/test-catalogue.js';

describe('catalogue reads and search over HTTP', () => {
  let database: CatalogueDatabase;
  let app: TestApp;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    database = await createCatalogueDatabase();
    app = await startTestApp({ databaseUrl: database.url });
    const { payload } = database;
    ids.lem = await fixture(payload, 'authors', { name: 'Stanisław Lem', nativeLanguage: 'de', gender: 'male' });
    ids.le = await fixture(payload, 'authors', { name: 'Ursula K. Le Guin', nativeLanguage: 'en', gender: 'female' });
    ids.sf = await fixture(payload, 'genres', { name: 'Science Fiction' });
    await translate(payload, 'genres', ids.sf, 'de', { name: 'Wissenschaftliche Fiktion' });
    ids.fantasy = await fixture(payload, 'genres', { name: 'Fantasy' });
    ids.earthsea = await fixture(payload, 'series', { name: 'Earthsea', isCompleted: true });
    ids.nebula = await fixture(payload, 'awards', { name: 'Nebula Award' });
    ids.solaris = await fixture(payload, 'books', { title: 'Solaris', publicationYear: 1961, authors: [ids.lem], genres: [ids.sf] });
    await translate(payload, 'books', ids.solaris, 'de', { title: 'Solaris (Deutsch)' });
    ids.wizard = await fixture(payload, 'books', {
      title: 'A Wizard of Earthsea',
      publicationYear: 1968,
      authors: [ids.le],
      genres: [ids.fantasy],
      allSeries: [{ series: ids.earthsea, position: '1', positionSort: 1 }],
    });
    ids.dispossessed = await fixture(payload, 'books', { title: 'The Dispossessed', publicationYear: 1974, authors: [ids.le], genres: [ids.sf] });
    for (let index = 0; index < 30; index += 1) {
      await fixture(payload, 'books', { title: `Cyberiad Tale ${String(index).padStart(2, '0')}`, publicationYear: 1965, authors: [ids.lem], genres: [ids.sf] });
    }
    await fixture(payload, 'award-entries', { award: ids.nebula, book: ids.dispossessed, isWinner: true, category: 'Best Novel', year: 1975 });
    await fixture(payload, 'award-entries', { award: ids.nebula, isWinner: false, category: 'Best Novel', year: 1975, workTitle: 'Outside Work' });
    await rebuildSearchIndex();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('answers the home page with hero, featured books, authors, series and genres', async () => {
    const response = await app.request.get('/api/home');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body.data).sort()).toEqual(['featuredAuthors', 'featuredBooks', 'genres', 'hero', 'popularSeries']);
  });

  it('pages the books list without overlap, with totals', async () => {
    const seen = new Set<number>();
    for (let page = 1; page <= 4; page += 1) {
      const response = await app.request.get(`/api/books?limit=10&page=${page}&sort=title_asc`);
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ total: 33, page, limit: 10, hasMore: page < 4 });
      for (const book of response.body.data.items) seen.add(book.id);
    }
    expect(seen.size).toBe(33);
  });

  // docs/api.md "Paging": each answer's `next`, sent back as `after`, starts the next page after the
  // last book shown; the pages are those the page numbers give, for the books list and a genre's.
  it('pages the books lists from the cursor of the page before, as the page numbers do', async () => {
    for (const sort of ['title_asc', 'newest', 'rating']) {
      const byNumber: number[] = [];
      const byCursor: number[] = [];
      let after = '';
      for (let page = 1; page <= 4; page += 1) {
        byNumber.push(...(await app.request.get(`/api/books?limit=10&page=${page}&sort=${sort}`)).body.data.items.map((book: { id: number }) => book.id));
        const response = await app.request.get(`/api/books?limit=10&page=${page}&sort=${sort}${after}`);
        expect(response.status).toBe(200);
        expect(response.body.data).toMatchObject({ total: 33, page, hasMore: page < 4 });
        expect(typeof response.body.data.next === 'string').toBe(page < 4);
        byCursor.push(...response.body.data.items.map((book: { id: number }) => book.id));
        after = `&after=${encodeURIComponent(response.body.data.next ?? '')}`;
      }
      expect(byCursor).toEqual(byNumber);
      expect(new Set(byCursor).size).toBe(33);
    }
    const first = await app.request.get(`/api/genres/${ids.sf}?limit=20&sort=title_desc`);
    const second = await app.request.get(`/api/genres/${ids.sf}?limit=20&page=2&sort=title_desc&after=${encodeURIComponent(first.body.data.books.next)}`);
    const byNumber = await app.request.get(`/api/genres/${ids.sf}?limit=20&page=2&sort=title_desc`);
    expect(second.body.data.books.items.length).toBeGreaterThan(0);
    expect(second.body.data.books.items).toEqual(byNumber.body.data.books.items);
    expect(second.body.data.books.next).toBeUndefined();
    // A cursor of another sort, or made up, is refused with a reason and nothing of the server's.
    for (const after of [first.body.data.books.next, 'bm90LWEtY3Vyc29y', 'x'.repeat(8_001)]) {
      const refused = await app.request.get(`/api/books?page=2&sort=newest&after=${encodeURIComponent(after)}`);
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe('VALIDATION_FAILED');
      expect(refused.body.error.details[0].path).toMatch(/after/);
      expect(JSON.stringify(refused.body)).not.toMatch(/select|cms\.|stack/i);
    }
  });

  // Decision 165: the authors and series lists page from the cursor too.
  it('pages the authors and series lists from the cursor of the page before, as the page numbers do', async () => {
    // Two series of no books beside Earthsea (no other test lists series without a size).
    for (const name of ['Zothique', 'Ambergris']) await fixture(database.payload, 'series', { name });
    for (const kind of ['authors', 'series']) {
      for (const sort of ['name_asc', 'name_desc', 'rating', 'books']) {
        const all = (await app.request.get(`/api/${kind}?limit=100&sort=${sort}`)).body.data;
        expect(all.total).toBeGreaterThanOrEqual(2);
        expect(all.items).toHaveLength(all.total);
        const byCursor: number[] = [];
        let after = '';
        for (let page = 1; page <= all.total; page += 1) {
          const response = await app.request.get(`/api/${kind}?limit=1&page=${page}&sort=${sort}${after}`);
          expect(response.status).toBe(200);
          expect(response.body.data).toMatchObject({ total: all.total, page, limit: 1 });
          byCursor.push(...response.body.data.items.map((item: { id: number }) => item.id));
          if (!response.body.data.hasMore) break;
          after = `&after=${encodeURIComponent(response.body.data.next)}`;
        }
        expect(byCursor).toEqual(all.items.map((item: { id: number }) => item.id));
      }
      const next = (await app.request.get(`/api/${kind}?limit=1&sort=rating`)).body.data.next;
      for (const after of [next, 'bm90LWEtY3Vyc29y']) {
        const refused = await app.request.get(`/api/${kind}?page=2&sort=books&after=${encodeURIComponent(after)}`);
        expect(refused.status).toBe(400);
        expect(refused.body.error.code).toBe('VALIDATION_FAILED');
        expect(refused.body.error.details[0].path).toMatch(/after/);
        expect(JSON.stringify(refused.body)).not.toMatch(/select|cms\.|stack/i);
      }
    }
  });

  it('filters by genre and year and sorts oldest first', async () => {
    const byGenre = await app.request.get(`/api/books?genre=fantasy`);
    expect(byGenre.body.data.items.map((book: { id: number }) => book.id)).toEqual([ids.wizard]);
    const byYear = await app.request.get('/api/books?year=1974');
    expect(byYear.body.data.items).toMatchObject([{ id: ids.dispossessed, authors: [{ name: 'Ursula K. Le Guin' }] }]);
    const oldest = await app.request.get('/api/books?sort=oldest&limit=1');
    expect(oldest.body.data.items[0].id).toBe(ids.solaris);
  });

  it('filters by reading status for the signed-in member, including not_in_list', async () => {
    const { agent } = await signedInAgent(app);
    expect((await agent.post('/api/reading-list').send({ bookId: ids.solaris, status: 'reading' })).status).toBe(201);
    const reading = await agent.get('/api/books?status=reading');
    expect(reading.body.data.items.map((book: { id: number }) => book.id)).toEqual([ids.solaris]);
    const notListed = await agent.get('/api/books?status=not_in_list&limit=100');
    expect(notListed.body.data.total).toBe(32);
    expect(notListed.body.data.items.some((book: { id: number }) => book.id === ids.solaris)).toBe(false);
  });

  it('reads in the requested locale with fallback to English', async () => {
    const german = await app.request.get(`/api/books/${ids.solaris}?locale=de`);
    expect(german.body.data.title).toBe('Solaris (Deutsch)');
    const byHeader = await app.request.get(`/api/books/${ids.solaris}`).set('Accept-Language', 'fr;q=1, de-AT;q=0.8');
    expect(byHeader.body.data.title).toBe('Solaris (Deutsch)');
    const italian = await app.request.get(`/api/books/${ids.solaris}?locale=it`);
    expect(italian.body.data.title).toBe('Solaris');
    const genres = await app.request.get('/api/genres?locale=de');
    expect(genres.body.data.map((genre: { name: string }) => genre.name)).toContain('Wissenschaftliche Fiktion');
  });

  it('resolves the language by the one rule: ?locale=, then the language cookie, then Accept-Language', async () => {
    const title = async (query: string, headers: Record<string, string>) =>
      (await app.request.get(`/api/books/${ids.solaris}${query}`).set(headers)).body.data.title as string;
    // The cookie (the reader's stored choice) beats the browser's languages.
    expect(await title('', { Cookie: 'language=de', 'Accept-Language': 'en' })).toBe('Solaris (Deutsch)');
    expect(await title('', { Cookie: 'language=en', 'Accept-Language': 'de' })).toBe('Solaris');
    // An explicit ?locale= beats the cookie; a language we do not offer is passed over, not taken as English.
    expect(await title('?locale=de', { Cookie: 'language=en' })).toBe('Solaris (Deutsch)');
    expect(await title('?locale=fr', { Cookie: 'language=de' })).toBe('Solaris (Deutsch)');
    // A repeated ?locale= is no single choice: it falls through too, rather than being refused.
    expect(await title('?locale=it&locale=en', { Cookie: 'language=de' })).toBe('Solaris (Deutsch)');
    expect(await title('', { Cookie: 'language=klingon', 'Accept-Language': 'de-CH;q=0.9, fr' })).toBe('Solaris (Deutsch)');
  });

  it('finds a book by id, stored slug and URL slug, and answers 404 for unknown ones', async () => {
    const bySlug = await app.request.get('/api/books/a-wizard-of-earthsea');
    expect(bySlug.body.data).toMatchObject({ id: ids.wizard, seriesPosition: '1', series: { name: 'Earthsea' } });
    expect((await app.request.get(`/api/books/whatever-title-${ids.wizard}`)).body.data.id).toBe(ids.wizard);
    for (const path of ['/api/books/999999', '/api/books/no-such-book', '/api/authors/nobody', '/api/series/999', '/api/genres/none', '/api/awards/0x']) {
      const response = await app.request.get(path);
      expect(response.status, path).toBe(404);
      expect(response.body.error.code).toBe('NOT_FOUND');
    }
  });

  it('answers modal data with ratings, reading status and the member rating', async () => {
    const { agent } = await signedInAgent(app);
    await agent.post(`/api/books/${ids.wizard}/ratings`).send({ rating: 4, review: 'Lovely' });
    const response = await agent.get(`/api/books/${ids.wizard}/modal-data`);
    expect(response.body.data).toMatchObject({
      book: { id: ids.wizard },
      ratings: { average: 4, count: 1, reviews: [{ rating: 4, review: 'Lovely', user: { displayName: 'Test Member' } }] },
      isInReadingList: false,
      readingStatus: null,
      userRating: { rating: 4 },
    });
    const anonymous = await app.agent().get(`/api/books/${ids.wizard}/modal-data`);
    expect(anonymous.body.data).toMatchObject({ isInReadingList: false, userRating: null });
  });

  it('answers modal data with the two newest reviews and counts ratings without one', async () => {
    const unrated = await app.agent().get(`/api/books/${ids.dispossessed}/modal-data`);
    expect(unrated.body.data.ratings).toEqual({ average: null, count: 0, reviews: [] });
    for (const [rating, review] of [[5, 'First'], [3, null], [4, 'Second'], [2, 'Third']] as const) {
      const { agent } = await signedInAgent(app);
      await agent.post(`/api/books/${ids.dispossessed}/ratings`).send({ rating, ...(review ? { review } : {}) });
    }
    const rated = await app.agent().get(`/api/books/${ids.dispossessed}/modal-data`);
    expect(rated.body.data.ratings).toMatchObject({ average: 3.5, count: 4 });
    expect(rated.body.data.ratings.reviews.map((entry: { review: string }) => entry.review)).toEqual(['Third', 'Second']);
    const reviews = await app.agent().get(`/api/books/${ids.dispossessed}/reviews?limit=2`);
    expect(rated.body.data.ratings.reviews).toEqual(reviews.body.data.items);
  });

  it('reads the modal of an anonymous reader in one statement, by id, slug or URL form', async () => {
    // The catalogue's own reads go through Payload's pool: none of them may run on the way.
    const cataloguePool = payloadPool(await getCatalogue()) as Pool;
    const queries = [vi.spyOn(app.pool, 'query'), vi.spyOn(cataloguePool, 'query')];
    try {
      for (const key of [ids.wizard, 'a-wizard-of-earthsea', `whatever-title-${ids.wizard}`]) {
        for (const query of queries) query.mockClear();
        const response = await app.agent().get(`/api/books/${key}/modal-data`);
        expect(response.body.data.book.id, String(key)).toBe(ids.wizard);
        expect(queries.map((query) => query.mock.calls.length), String(key)).toEqual([1, 0]);
      }
      expect((await app.agent().get('/api/books/no-such-book/modal-data')).status).toBe(404);
    } finally {
      for (const query of queries) query.mockRestore();
    }
  });

  it('lists authors, series and awards with their filters', async () => {
    const authors = await app.request.get('/api/authors?sort=books');
    expect(authors.body.data.items[0]).toMatchObject({ id: ids.lem, bookCount: 31 });
    const female = await app.request.get('/api/authors?gender=female');
    expect(female.body.data.items.map((author: { id: number }) => author.id)).toEqual([ids.le]);
    const series = await app.request.get('/api/series?size=1-3&status=completed');
    expect(series.body.data.items).toMatchObject([{ id: ids.earthsea, bookCount: 1 }]);
    const author = await app.request.get(`/api/authors/${ids.le}`);
    expect(author.body.data.books).toHaveLength(2);
    const award = await app.request.get(`/api/awards/${ids.nebula}`);
    const group = award.body.data.years[0].categories[0];
    expect(group.winners[0].book.id).toBe(ids.dispossessed);
    expect(group.nominees[0]).toMatchObject({ book: null, workTitle: 'Outside Work' });
    const genre = await app.request.get('/api/genres/science-fiction?limit=5');
    expect(genre.body.data).toMatchObject({ name: 'Science Fiction', bookCount: 32, books: { total: 32, limit: 5 } });
  });

  it("answers an author's first 24 books in the detail and the rest page by page (docs/api.md \"Catalogue\")", async () => {
    const detail = await app.request.get(`/api/authors/${ids.lem}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ id: ids.lem, bookCount: 31 });
    const firstIds = detail.body.data.books.map((book: { id: number }) => book.id);
    expect(firstIds).toHaveLength(24);
    expect(firstIds[0]).toBe(ids.solaris);
    const pageOne = await app.request.get(`/api/authors/${ids.lem}/books`);
    expect(pageOne.body.data).toMatchObject({ total: 31, page: 1, limit: 24, hasMore: true });
    expect(pageOne.body.data.items.map((book: { id: number }) => book.id)).toEqual(firstIds);
    const pageTwo = await app.request.get(`/api/authors/${detail.body.data.slug}/books?page=2&locale=de`);
    expect(pageTwo.status).toBe(200);
    expect(pageTwo.headers['cache-control']).toContain('public');
    expect(pageTwo.body.data).toMatchObject({ total: 31, page: 2, limit: 24, hasMore: false });
    const rest = pageTwo.body.data.items.map((book: { id: number }) => book.id);
    expect(rest).toHaveLength(7);
    expect(new Set([...firstIds, ...rest]).size).toBe(31);
    expect((await app.request.get('/api/authors/nobody/books')).status).toBe(404);
    for (const query of ['page=0', 'limit=101', 'page=abc']) {
      expect((await app.request.get(`/api/authors/${ids.lem}/books?${query}`)).status, query).toBe(400);
    }
  });

  it('refuses malformed query parameters with 400 and details', async () => {
    for (const query of ['minRating=9', 'sort=foo', 'limit=-1', 'page=1e9', 'limit=101', 'year=abc', 'status=maybe']) {
      const response = await app.request.get(`/api/books?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_FAILED');
      expect(response.body.error.details.length).toBeGreaterThan(0);
    }
    expect((await app.request.get('/api/authors?gender=robot')).status).toBe(400);
    expect((await app.request.get('/api/series?size=99')).status).toBe(400);
  });

  it('searches with caps, accents folded and one typo tolerated', async () => {
    const books = await app.request.get('/api/books/search?q=cyberiad');
    expect(books.body.data).toHaveLength(12);
    expect(books.body.data[0]).toEqual(expect.objectContaining({ id: expect.any(Number), slug: expect.any(String), title: expect.any(String) }));
    const authors = await app.request.get('/api/authors/search?q=stanislaw');
    expect(authors.body.data.map((hit: { id: number }) => hit.id)).toEqual([ids.lem]);
    const typo = await app.request.get('/api/authors/search?q=le guim');
    expect(typo.body.data.map((hit: { id: number }) => hit.id)).toContain(ids.le);
    const all = await app.request.get('/api/search?q=earthsea');
    expect(all.body.data.books[0].id).toBe(ids.wizard);
    expect(all.body.data.series[0].id).toBe(ids.earthsea);
  });

  // Written after the counting tests above: the book and its editions go through the write hooks.
  describe('titles readers know', () => {
    beforeAll(async () => {
      const { payload } = database;
      ids.picnic = await fixture(payload, 'books', { title: 'Roadside Picnic', originalTitle: 'Piknik na obochine', publicationYear: 1972 });
      await translate(payload, 'books', ids.picnic, 'it', { title: 'Picnic sul ciglio della strada' });
      ids.picnicEnglish = await fixture(payload, 'editions', { book: ids.picnic, title: 'Roadside Picnic', languageCode: 'en', isPrimaryEdition: true });
      ids.picnicGerman = await fixture(payload, 'editions', { book: ids.picnic, title: 'Picknick am Wegesrand', languageCode: 'de', isPrimaryEdition: false });
    });

    it("finds a book by each of its titles in every language and answers the matched title beside the reader's", async () => {
      const shown = { en: 'Roadside Picnic', de: 'Roadside Picnic', it: 'Picnic sul ciglio della strada' } as const;
      for (const locale of ['en', 'de', 'it'] as const) {
        for (const query of ['piknik na obochine', 'picknick am wegesrand', 'picnic sul ciglio della strada', 'roadside picnic']) {
          const hit = (await app.request.get(`/api/books/search?q=${encodeURIComponent(query)}&locale=${locale}`)).body.data[0];
          const matched = { 'piknik na obochine': 'Piknik na obochine', 'picknick am wegesrand': 'Picknick am Wegesrand', 'picnic sul ciglio della strada': 'Picnic sul ciglio della strada', 'roadside picnic': 'Roadside Picnic' }[query];
          expect(hit, `${query} in ${locale}`).toMatchObject({ id: ids.picnic, title: shown[locale], matchedTitle: matched === shown[locale] ? null : matched });
        }
        const grouped = await app.request.get(`/api/search?q=wegesrand&locale=${locale}`);
        expect(grouped.body.data.books[0]).toMatchObject({ id: ids.picnic, matchedTitle: 'Picknick am Wegesrand' });
        expect(grouped.body.data.authors).toEqual([]);
      }
    });

    it("answers the original title and the reader's language's editions first", async () => {
      for (const locale of ['en', 'de', 'it'] as const) {
        const book = (await app.request.get(`/api/books/${ids.picnic}?locale=${locale}`)).body.data;
        expect(book.originalTitle).toBe('Piknik na obochine');
        const expected = locale === 'de' ? [ids.picnicGerman, ids.picnicEnglish] : [ids.picnicEnglish, ids.picnicGerman];
        expect(book.editions.map((edition: { id: number }) => edition.id), locale).toEqual(expected);
        const editions = (await app.request.get(`/api/books/${ids.picnic}/editions?locale=${locale}`)).body.data;
        expect(editions.map((edition: { id: number }) => edition.id), locale).toEqual(expected);
        const modal = (await app.request.get(`/api/books/${ids.picnic}/modal-data?locale=${locale}`)).body.data;
        expect(modal.book.editions.map((edition: { id: number }) => edition.id), locale).toEqual(expected);
      }
      expect((await app.request.get(`/api/books/${ids.dispossessed}`)).body.data.originalTitle).toBeNull();
    });

  });

  it('answers blank searches with an empty array and treats hostile strings as text', async () => {
    expect((await app.request.get('/api/books/search?q=%20%20')).body).toEqual({ success: true, data: [] });
    expect((await app.request.get('/api/genres/search')).body.data).toEqual([]);
    for (const q of ['%', '_', '\\', "'", '"', 'a'.repeat(5000), '🐉', 'שלום', "%' OR 1=1 --"]) {
      const response = await app.request.get(`/api/search?q=${encodeURIComponent(q)}`);
      expect(response.status, q).toBe(200);
    }
  });
});
