import type { Worker } from 'bullmq';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBookDetail } from '@starshelf/cms/catalogue';
import { IMPORT_MAX_ROWS, type ImportReport } from '@starshelf/contract';
import { catalogueMatcher } from '../src/modules/imports/catalogue-matcher.js';
import { createImportWorker } from '../src/modules/imports/import-worker.js';
import { runImport } from '../src/modules/imports/run-import.js';
import type { ImportRow } from '../src/db/schema.js';
import { importRepository } from '../src/modules/imports/repository.js';
import { createRedis, type Redis } from '../src/lib/redis.js';
import { goodreadsFile, goodreadsLine, isbnCell } from './support/goodreads-file.js';
import { finishedReport, importCount, rawUpload, sessionCookie, uploadFile } from './support/import-upload.js';
import { createMember, GOOD_PASSWORD, signedInAgent } from './support/members.js';
import { useSuiteApp } from './support/suite.js';
import { closedPort, startTestApp, TEST_REDIS_URL, type TestAgent } from './support/test-app.js';
import { createCatalogueDatabase, fixture } from './support/test-catalogue.js';

const upload = (agent: TestAgent, content: string | Buffer, name = 'goodreads_library_export.csv') => uploadFile(agent, 'goodreads', content, name);

describe('Goodreads import (POST /api/imports/goodreads, the job, GET /api/imports/{id})', () => {
  const suite = useSuiteApp(createCatalogueDatabase, { redisUrl: TEST_REDIS_URL });
  let connection: Redis;
  let worker: Worker;
  const books = { dune: 0, byGoodreadsId: 0, kindred: 0, byIsbn10: 0 };
  let file = '';

  beforeAll(async () => {
    const logger = pino({ level: 'silent' });
    connection = createRedis(TEST_REDIS_URL, logger, 'workers');
    worker = createImportWorker({ connection, redisPrefix: suite.app.config.redisPrefix, pool: suite.app.pool, logger, match: catalogueMatcher });
    const { payload } = suite.database;
    const herbert = await fixture(payload, 'authors', { name: 'Frank Herbert' });
    const butler = await fixture(payload, 'authors', { name: 'Octavia E. Butler' });
    const jemisin = await fixture(payload, 'authors', { name: 'N. K. Jemisin' });
    const leGuin = await fixture(payload, 'authors', { name: 'Ursula K. Le Guin' });
    books.dune = await fixture(payload, 'books', { title: 'Dune', authors: [herbert] });
    await fixture(payload, 'editions', { book: books.dune, title: 'Ace paperback', isbn: '978-0-441-17271-9', isPrimaryEdition: true });
    books.byGoodreadsId = await fixture(payload, 'books', { title: 'The Fifth Season', authors: [jemisin], goodreadsBookId: 19161852 });
    books.kindred = await fixture(payload, 'books', { title: 'Kindred', authors: [butler] });
    books.byIsbn10 = await fixture(payload, 'books', { title: 'The Left Hand of Darkness', authors: [leGuin] });
    await fixture(payload, 'editions', { book: books.byIsbn10, title: 'Ace', isbn: '9780441478125', isPrimaryEdition: true });

    const dune = {
      'Book Id': '44767458',
      Title: 'Dune, Deluxe Edition',
      Author: 'Frank Herbert',
      'Author l-f': 'Herbert, Frank',
      ISBN: isbnCell(''),
      ISBN13: isbnCell('9780441172719'),
      'My Rating': '5',
      'Average Rating': '4.26',
      'Date Read': '2024/01/31',
      'Date Added': '2023/12/01',
      'Exclusive Shelf': 'read',
      'My Review': 'Loved it.<br/><br/>Second paragraph &amp; more.<br/>Same paragraph, <b>bold</b> words.',
      'Read Count': '1',
    } as const;
    file = goodreadsFile([
      goodreadsLine(dune),
      goodreadsLine({ 'Book Id': '19161852', Title: 'The Fifth Season (The Broken Earth, #1)', Author: 'N.K. Jemisin', 'My Rating': '0', 'Exclusive Shelf': 'to-read', 'My Review': 'Want to read<br/>soon', 'Date Added': '2024/02/02' }),
      goodreadsLine({ Title: 'Kindred', Author: 'Octavia E. Butler', 'My Rating': '3', 'Exclusive Shelf': 'currently-reading', 'Date Added': '2024/03/03' }),
      goodreadsLine({ 'Book Id': '1', Title: 'A Book Nobody Wrote', Author: 'No One', ISBN13: isbnCell('9780000000002'), 'My Rating': '4', 'Exclusive Shelf': 'read' }),
      goodreadsLine(dune),
      // A record that cannot be read: its quote never closes (a quote not doubled is read leniently now).
      '999,"The Broken Title,Someone,,,,,4,,,,,,,,,,,read,,,,,',
      goodreadsLine({ Title: 'Seven Stars', Author: 'Someone Else', 'My Rating': '7', 'Exclusive Shelf': 'read' }),
      goodreadsLine({ Title: 'The Left Hand of Darkness', Author: 'Ursula K. Le Guin', ISBN: isbnCell('0441478123'), 'My Rating': '4', 'Exclusive Shelf': 'read' }),
    ]);
  }, 60_000);
  afterAll(async () => {
    await worker?.close(true).catch(() => undefined);
    connection?.disconnect();
  });

  it('imports the shelf: counts, unmatched rows with title and author, problems by row, and nothing overwritten', async () => {
    const { agent, user } = await signedInAgent(suite.app);
    // What the member already has on the site stays as it is.
    expect((await agent.post('/api/reading-list').send({ bookId: books.byIsbn10, status: 'reading' })).status).toBe(201);
    expect((await agent.post(`/api/books/${books.byIsbn10}/ratings`).send({ rating: 2 })).status).toBe(200);

    const accepted = await upload(agent, file);
    expect(accepted.status).toBe(202);
    const report = await finishedReport(agent, accepted.body.data.id);

    expect(report).toMatchObject({
      source: 'goodreads',
      status: 'done',
      fileName: 'goodreads_library_export.csv',
      total: 8,
      processed: 8,
      matched: 4,
      created: { ratings: 2, reviews: 1, readingList: 3 },
      alreadyThere: 1,
      unmatched: [{ row: 4, title: 'A Book Nobody Wrote', author: 'No One', isbn13: '9780000000002' }],
    });
    expect(report.finishedAt).not.toBeNull();
    expect(report.problems).toEqual([
      { row: 2, reason: 'review-without-rating' },
      { row: 6, reason: 'broken-quoting' },
      { row: 7, reason: 'bad-rating' },
    ]);
    // The support file writes ISBNs as Goodreads does today, quoted: nothing to repair.
    expect(report.repaired).toEqual([]);
    // Through the queue and the worker, not the in-process fallback.
    expect(suite.app.logLines().some((line) => line.msg === 'queue unavailable; running the job in-process')).toBe(false);

    const list = await suite.app.pool.query<{ book_id: number; status: string; added_at: Date; finished_at: Date | null }>(
      'select book_id, status, added_at, finished_at from community.reading_list_entries where user_id = $1',
      [user.id],
    );
    const entry = (bookId: number) => list.rows.find((row) => row.book_id === bookId);
    expect(list.rows).toHaveLength(4);
    expect(entry(books.dune)).toMatchObject({ status: 'read' });
    expect(entry(books.dune)?.added_at.toISOString().slice(0, 10)).toBe('2023-12-01');
    expect(entry(books.dune)?.finished_at?.toISOString().slice(0, 10)).toBe('2024-01-31');
    expect(entry(books.byGoodreadsId)).toMatchObject({ status: 'to_read', finished_at: null });
    expect(entry(books.kindred)).toMatchObject({ status: 'reading' });
    expect(entry(books.byIsbn10)).toMatchObject({ status: 'reading' });

    const ratings = await suite.app.pool.query<{ book_id: number; rating: number; review: string | null }>(
      'select book_id, rating, review from community.book_ratings where user_id = $1 order by book_id',
      [user.id],
    );
    expect(ratings.rows).toEqual(
      expect.arrayContaining([
        { book_id: books.dune, rating: 5, review: 'Loved it.\n\nSecond paragraph & more.\nSame paragraph, bold words.' },
        { book_id: books.kindred, rating: 3, review: null },
        { book_id: books.byIsbn10, rating: 2, review: null },
      ]),
    );
    expect(ratings.rows).toHaveLength(3);

    // The aggregates of the newly rated books moved (recomputed once, at the end of the job).
    expect(await getBookDetail(books.dune)).toMatchObject({ ratingsCount: 1, averageRating: 5 });
    expect(await getBookDetail(books.kindred)).toMatchObject({ ratingsCount: 1, averageRating: 3 });
  }, 40_000);

  it('changes nothing when the same file is imported a second time', async () => {
    const { agent, user } = await signedInAgent(suite.app);
    const first = await finishedReport(agent, (await upload(agent, file)).body.data.id);
    expect(first.created).toEqual({ ratings: 3, reviews: 1, readingList: 4 });
    const snapshot = async () =>
      (
        await suite.app.pool.query(
          `select 'list' as kind, book_id, status, added_at, updated_at, null::int as rating, null as review from community.reading_list_entries where user_id = $1
           union all select 'rating', book_id, null, created_at, updated_at, rating, review from community.book_ratings where user_id = $1
           order by kind, book_id`,
          [user.id],
        )
      ).rows;
    const before = await snapshot();

    const second = await finishedReport(agent, (await upload(agent, file)).body.data.id);
    expect(second).toMatchObject({ status: 'done', matched: 4, created: { ratings: 0, reviews: 0, readingList: 0 }, alreadyThere: 4 });
    expect(await snapshot()).toEqual(before);
  }, 40_000);

  it('shows an import to its owner only, and refuses an id that is no uuid', async () => {
    const { agent } = await signedInAgent(suite.app);
    const id = (await upload(agent, file)).body.data.id as string;
    const other = await signedInAgent(suite.app);
    const foreign = await other.agent.get(`/api/imports/${id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('NOT_FOUND');
    expect((await other.agent.get('/api/imports/not-a-uuid')).status).toBe(400);
    expect((await suite.app.agent().get(`/api/imports/${id}`)).status).toBe(401);
    await finishedReport(agent, id);
  }, 40_000);

  it.each([
    ['not-csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52])],
    ['not-utf8', Buffer.from([0x54, 0x69, 0x74, 0x6c, 0x65, 0xff, 0xfe, 0x2c, 0x0a])],
    ['not-goodreads', 'name,price\nApples,3\n'],
    ['empty', ''],
    ['empty', `${goodreadsFile([])}\n\n`],
    ['too-many-rows', `Title,Author,My Rating,Exclusive Shelf\n${'Book,Writer,0,to-read\n'.repeat(IMPORT_MAX_ROWS + 1)}`],
  ] as const)('refuses a file that is %s with 400 and stores nothing', async (reason, content) => {
    const { agent, user } = await signedInAgent(suite.app);
    const response = await upload(agent, content);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION_FAILED');
    expect(response.body.error.details).toEqual([{ path: 'file', message: reason }]);
    expect(await importCount(suite.app, user.id)).toBe(0);
  });

  it('refuses a request without a file part', async () => {
    const { agent } = await signedInAgent(suite.app);
    const response = await agent.post('/api/imports/goodreads').field('note', 'no file here');
    expect(response.status).toBe(400);
    expect(response.body.error.details).toEqual([{ path: 'file', message: 'no-file' }]);
  });

  it('refuses a cross-origin upload with 403 and a signed-out one with 401', async () => {
    const { agent } = await signedInAgent(suite.app);
    const crossSite = await agent.post('/api/imports/goodreads').set('Origin', 'https://evil.example').attach('file', Buffer.from(file), 'x.csv');
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.error.code).toBe('CSRF');
    const signedOut = await upload(suite.app.agent(), file);
    expect(signedOut.status).toBe(401);
  });

  it('limits uploads per member, counted before the file is read', async () => {
    const app = await startTestApp({ databaseUrl: suite.database.url, rateLimits: { importUser: { points: 2, durationSeconds: 3600 } } });
    try {
      const { agent } = await signedInAgent(app);
      expect((await upload(agent, '')).status).toBe(400);
      expect((await upload(agent, '')).status).toBe(400);
      const limited = await upload(agent, file);
      expect(limited.status).toBe(429);
      expect(limited.body.error.code).toBe('RATE_LIMITED');
      // Another member has their own count.
      expect((await upload((await signedInAgent(app)).agent, '')).status).toBe(400);
    } finally {
      await app.close();
    }
  });

  it('answers 413 to a declared length over 10 MB without reading the body', async () => {
    const { user } = await signedInAgent(suite.app);
    const cookie = await sessionCookie(suite.app, user.id);
    // Only a few bytes of the announced 11 MB are ever sent: the answer comes before the body.
    const answer = await rawUpload(suite.app, 'goodreads', cookie, { 'Content-Length': String(11 * 1024 * 1024) }, async (write) => {
      await write(Buffer.from('--b\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\n\r\n'));
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', details: [{ path: 'file', message: 'too-large' }] });
    expect(await importCount(suite.app, user.id)).toBe(0);
  });

  it('cuts a chunked body at 10 MB and answers 413', async () => {
    const { user } = await signedInAgent(suite.app);
    const cookie = await sessionCookie(suite.app, user.id);
    const row = Buffer.from(`${goodreadsLine({ Title: 'Padding', Author: 'Writer', 'My Rating': '0', 'Exclusive Shelf': 'to-read' })}\n`);
    const answer = await rawUpload(suite.app, 'goodreads', cookie, { 'Transfer-Encoding': 'chunked' }, async (write, isAnswered) => {
      await write(Buffer.from('--b\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\nContent-Type: text/csv\r\n\r\n'));
      await write(Buffer.from(`${goodreadsFile([])}`));
      const chunk = Buffer.concat(Array.from({ length: 2000 }, () => row));
      for (let sent = 0; sent < 11 * 1024 * 1024 && !isAnswered(); sent += chunk.length) await write(chunk);
    });
    expect(answer.status).toBe(413);
    expect(await importCount(suite.app, user.id)).toBe(0);
  }, 30_000);

  it('lists the imports in the account export, and erasing the account removes them', async () => {
    const member = await createMember(suite.app);
    const agent = suite.app.agent();
    expect((await agent.post('/api/auth/login').send({ email: member.email, password: GOOD_PASSWORD })).status).toBe(200);
    const id = (await upload(agent, file)).body.data.id as string;
    await finishedReport(agent, id);
    const exported = await agent.get('/api/profile/export');
    expect(exported.status).toBe(200);
    const body = JSON.parse(exported.text) as { imports: ImportReport[] };
    expect(body.imports).toEqual([expect.objectContaining({ id, status: 'done', matched: 4 })]);
    expect(JSON.stringify(body.imports)).not.toContain('Loved it');

    expect((await agent.delete('/api/profile').send({ currentPassword: GOOD_PASSWORD })).status).toBe(204);
    expect(await importCount(suite.app, member.id)).toBe(0);
  }, 40_000);
  it('applies an import once when its job runs twice (the worker and the in-process fallback)', async () => {
    const { agent, user } = await signedInAgent(suite.app);
    const rows: ImportRow[] = [
      { row: 1, goodreadsBookId: null, title: 'Kindred', author: 'Octavia E. Butler', isbns: [], isbn13: null, rating: 5, review: null, status: 'read', dateRead: null, dateAdded: null },
    ];
    const id = await importRepository(suite.app.pool).create(user.id, 'goodreads', 'twice.csv', { total: 1, rows, problems: [], repaired: [] });
    const deps = { pool: suite.app.pool, logger: pino({ level: 'silent' }), match: catalogueMatcher };
    await Promise.all([runImport(deps, { importId: id }), runImport(deps, { importId: id })]);
    const report = (await agent.get(`/api/imports/${id}`)).body.data as ImportReport;
    expect(report).toMatchObject({ status: 'done', processed: 1, matched: 1, created: { ratings: 1, readingList: 1 }, alreadyThere: 0 });
  });

  it('ends a job that throws as failed, keeping the whole batches before it and nothing of the failing one', async () => {
    const { agent, user } = await signedInAgent(suite.app);
    const authorId = await fixture(suite.database.payload, 'authors', { name: 'Ann Leckie' });
    const titles = ['Ancillary Justice', 'Ancillary Sword', 'Ancillary Mercy', 'Provenance'];
    const bookIds = await Promise.all(titles.map((title) => fixture(suite.database.payload, 'books', { title, authors: [authorId] })));
    const row = (index: number, rating: number): ImportRow => ({
      row: index + 1, goodreadsBookId: null, title: titles[index]!, author: 'Ann Leckie', isbns: [], isbn13: null,
      rating, review: null, status: 'read', dateRead: null, dateAdded: null,
    });
    // The third row's rating cannot be stored (the parser never lets a 9 through): the second batch fails after its list insert.
    const rows = [row(0, 4), row(1, 4), row(2, 9), row(3, 4)];
    const id = await importRepository(suite.app.pool).create(user.id, 'goodreads', 'crafted.csv', { total: 4, rows, problems: [], repaired: [] });
    const match = async (keys: readonly { title: string }[]) => keys.map((key) => ({ bookId: bookIds[titles.indexOf(key.title)]!, by: 'title-author' as const }));

    await expect(runImport({ pool: suite.app.pool, logger: pino({ level: 'silent' }), match, batchRows: 2 }, { importId: id })).rejects.toThrow();

    const report = (await agent.get(`/api/imports/${id}`)).body.data as ImportReport;
    expect(report).toMatchObject({ status: 'failed', processed: 2, matched: 2, created: { ratings: 2, readingList: 2 } });
    const listed = await suite.app.pool.query<{ book_id: number }>('select book_id from community.reading_list_entries where user_id = $1 order by book_id', [user.id]);
    expect(listed.rows.map((entry) => entry.book_id)).toEqual([bookIds[0], bookIds[1]]);
  }, 40_000);

  it('runs the job in-process when Redis is down, and finishes the import', async () => {
    // A Redis nobody listens on: the upload's enqueue fails fast and the job runs in the API process.
    const app = await startTestApp({ databaseUrl: suite.database.url, redisUrl: `redis://127.0.0.1:${await closedPort()}` });
    try {
      const authorId = await fixture(suite.database.payload, 'authors', { name: 'Becky Chambers' });
      const bookId = await fixture(suite.database.payload, 'books', { title: 'A Psalm for the Wild-Built', authors: [authorId] });
      const { agent } = await signedInAgent(app);
      const accepted = await upload(agent, goodreadsFile([goodreadsLine({ Title: 'A Psalm for the Wild-Built', Author: 'Becky Chambers', 'My Rating': '4', 'Exclusive Shelf': 'read' })]));
      expect(accepted.status).toBe(202);
      const report = await finishedReport(agent, accepted.body.data.id);
      expect(report).toMatchObject({ status: 'done', matched: 1, created: { ratings: 1, reviews: 0, readingList: 1 } });
      expect(app.logLines().some((line) => line.msg === 'queue unavailable; running the job in-process' && line.queue === 'goodreads-imports')).toBe(true);
      expect(await getBookDetail(bookId)).toMatchObject({ ratingsCount: 1, averageRating: 4 });
    } finally {
      await app.close();
    }
  }, 40_000);
});
