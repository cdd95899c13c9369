import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeCatalogueError, STILL_REFERENCED_STATES } from '@starshelf/cms/catalogue';
import { signedInAgent } from './support/members.js';
import { startTestApp, type TestAgent, type TestApp } from './support/test-app.js';
import { createCatalogueDatabase, fixture, type CatalogueDatabase } from './support/test-catalogue.js';

type EditionRow = { id: number; isPrimaryEdition: boolean };

describe('the catalogue stays whole under deletes, races and folded search', () => {
  let database: CatalogueDatabase;
  let app: TestApp;
  let admin: TestAgent;

  const count = async (sql: string, values: unknown[]) => {
    const { rows } = await app.pool.query<{ n: number }>(`select count(*)::int as n from ${sql}`, values);
    return rows[0]!.n;
  };

  beforeAll(async () => {
    database = await createCatalogueDatabase();
    app = await startTestApp({ databaseUrl: database.url });
    admin = (await signedInAgent(app, 'SUPER_USER')).agent;
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const restore = (collection: 'books' | 'awards' | 'series', id: number) =>
    database.payload.update({ collection, id, data: { deletedAt: null } as never, trash: true, overrideAccess: true });
  const isTrashed = async (table: string, id: number) => (await count(`cms.${table} where id = $1 and deleted_at is not null`, [id])) === 1;

  it('moves an award to the trash with its entries kept for a restore, hidden from the book meanwhile', async () => {
    const award = await fixture(database.payload, 'awards', { name: 'Doomed Award' });
    const book = await fixture(database.payload, 'books', { title: 'Nominated Once' });
    await fixture(database.payload, 'award-entries', { award, book, isWinner: false, year: 1999 });
    await fixture(database.payload, 'award-entries', { award, workTitle: 'Outside the catalogue', isWinner: true });

    const deleted = await admin.delete(`/api/awards/${award}`);
    expect(deleted.status).toBe(204);
    expect(await isTrashed('awards', award)).toBe(true);
    expect((await app.request.get(`/api/awards/${award}`)).status).toBe(404);
    expect((await app.request.get(`/api/books/${book}`)).body.data.awards).toEqual([]);
    expect(await count('cms.award_entries where award_id = $1', [award])).toBe(2);

    await restore('awards', award);
    expect((await app.request.get(`/api/books/${book}`)).body.data.awards).toMatchObject([{ award: { id: award }, year: 1999 }]);
  });

  it('refuses to move a series that still holds books to the trash, naming how many', async () => {
    const series = await fixture(database.payload, 'series', { name: 'Held Series' });
    const book = await fixture(database.payload, 'books', { title: 'Held Book', allSeries: [{ series, position: '1' }] });

    const refused = await admin.delete(`/api/series/${series}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'CONFLICT' });
    expect(refused.body.error.message).toMatch(/1 book/);
    expect((await app.request.get(`/api/series/${series}`)).status).toBe(200);

    expect((await admin.delete(`/api/books/${book}`)).status).toBe(204);
    expect((await admin.delete(`/api/series/${series}`)).status).toBe(204);
    expect(await isTrashed('series', series)).toBe(true);
  });

  it("keeps a trashed book's award entries, ratings and reading-list entries, and brings them back on restore", async () => {
    const award = await fixture(database.payload, 'awards', { name: 'Kept Award' });
    const book = await fixture(database.payload, 'books', { title: 'Short-Lived' });
    await admin.put(`/api/books/${book}/awards`).send([{ awardId: award, isWinner: true, year: 2001 }]).expect(200);
    expect((await admin.post(`/api/books/${book}/ratings`).send({ rating: 4 })).status).toBeLessThan(300);
    expect((await admin.post('/api/reading-list').send({ bookId: book, status: 'read' })).status).toBeLessThan(300);

    expect((await admin.delete(`/api/books/${book}`)).status).toBe(204);
    expect((await app.request.get(`/api/books/${book}`)).status).toBe(404);
    expect(await count('cms.award_entries where book_id = $1', [book])).toBe(1);
    expect(await count('community.book_ratings where book_id = $1', [book])).toBe(1);
    expect(await count('community.reading_list_entries where book_id = $1', [book])).toBe(1);
    expect((await admin.delete(`/api/awards/${award}`)).status).toBe(204);

    await restore('awards', award);
    await restore('books', book);
    const back = await app.request.get(`/api/books/${book}`);
    expect(back.status).toBe(200);
    expect(back.body.data.awards).toMatchObject([{ award: { id: award }, isWinner: true, year: 2001 }]);
  });

  it('keeps the same rules in the database for writers that skip the hooks', async () => {
    const award = await fixture(database.payload, 'awards', { name: 'Raw Award' });
    const series = await fixture(database.payload, 'series', { name: 'Raw Series' });
    const book = await fixture(database.payload, 'books', { title: 'Raw Book', allSeries: [{ series, position: '1' }] });
    await fixture(database.payload, 'award-entries', { award, book, isWinner: true });

    const refusal: unknown = await app.pool.query('delete from cms.series where id = $1', [series]).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(STILL_REFERENCED_STATES.has((refusal as { code?: string } | undefined)?.code ?? '')).toBe(true);
    // The API answers such a refusal as a conflict, whichever major reported it.
    expect(describeCatalogueError(refusal)).toMatchObject({ code: 'CONFLICT', status: 409 });
    await app.pool.query('delete from cms.books where id = $1', [book]);
    expect(await count('cms.award_entries where book_id = $1', [book])).toBe(0);
    await fixture(database.payload, 'award-entries', { award, workTitle: 'Loose entry', isWinner: false });
    await app.pool.query('delete from cms.awards where id = $1', [award]);
    expect(await count('cms.award_entries where award_id = $1', [award])).toBe(0);
  });

  it('leaves exactly one primary when twelve "make primary" calls race on four editions', async () => {
    const book = await fixture(database.payload, 'books', { title: 'Raced Book' });
    const ids: number[] = [];
    for (const title of ['A', 'B', 'C', 'D']) {
      ids.push((await admin.post(`/api/books/${book}/editions`).send({ title }).expect(201)).body.data.id as number);
    }

    for (let round = 0; round < 3; round += 1) {
      const calls = Array.from({ length: 12 }, (_, index) => admin.patch(`/api/editions/${ids[index % 4]}`).send({ isPrimaryEdition: true }));
      const answers = await Promise.all(calls);
      for (const answer of answers) {
        expect([200, 409]).toContain(answer.status);
        expect(JSON.stringify(answer.body)).not.toMatch(/book_id|unique/i);
      }
      const editions = (await app.request.get(`/api/books/${book}/editions`)).body.data as EditionRow[];
      expect(editions.filter((edition) => edition.isPrimaryEdition)).toHaveLength(1);
    }
  });

  it('reads null in optional request fields as absent', async () => {
    const series = await admin.post('/api/series').send({ name: 'Nullable Series', slug: null, isCompleted: null, locale: null });
    expect(series.status).toBe(201);
    expect(series.body.data).toMatchObject({ slug: 'nullable-series', isCompleted: false });
    const book = await fixture(database.payload, 'books', { title: 'Null Book' });
    const edition = await admin.post(`/api/books/${book}/editions`).send({ title: 'Null Edition', editionType: null, languageCode: null, pages: null });
    expect(edition.status).toBe(201);
    expect(edition.body.data).toMatchObject({ editionType: 'original', languageCode: 'de' });
    const patched = await admin.patch(`/api/editions/${edition.body.data.id}`).send({ title: 'Renamed', isPrimaryEdition: null, bindingType: null });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ title: 'Renamed', isPrimaryEdition: true, bindingType: 'paperback' });
    expect((await admin.post('/api/reading-list').send({ bookId: book, status: null })).body.data).toMatchObject({ status: 'to_read' });
  });

  it.each([
    ['kurd lasswitz', 'Kurd Laßwitz Award'],
    ['laßwitz', 'Kurd Lasswitz Prize'],
    ['aeblegrod', 'Æblegrød Tales'],
    ['oe', 'Œuvre'],
    ['thorn', 'Þorn Chronicles'],
    ['dorde', 'Đorđe Stories'],
    ['lodz', 'Łódź Nights'],
    ['bjorn', 'Bjørn of the Fjords'],
  ])('finds %j in an award named %j', async (query, name) => {
    const award = await fixture(database.payload, 'awards', { name });
    const found = await app.request.get(`/api/awards/search?q=${encodeURIComponent(query)}`);
    expect(found.body.data.map((hit: { id: number }) => hit.id)).toContain(award);
  });
});
