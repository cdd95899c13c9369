import { beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_ROWS, type ImportReport } from '@starshelf/contract';
import { exportFixture } from './support/export-fixtures.js';
import { goodreadsFile, goodreadsLine, isbnCell } from './support/goodreads-file.js';
import { finishedReport, importCount, uploadFile } from './support/import-upload.js';
import { signedInAgent } from './support/members.js';
import { useSuiteApp } from './support/suite.js';
import { startTestApp, TEST_REDIS_URL, type TestAgent } from './support/test-app.js';
import { createCatalogueDatabase, fixture } from './support/test-catalogue.js';

// Goodreads exports as members bring them, not as our own export writes them. The
// files in test/fixtures/ are written by hand in those shapes (see each test).
const upload = (agent: TestAgent, content: string | Buffer, name = 'goodreads_library_export.csv') => uploadFile(agent, 'goodreads', content, name);

async function importOf(agent: TestAgent, file: Buffer): Promise<ImportReport> {
  const accepted = await upload(agent, file);
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
  return finishedReport(agent, accepted.body.data.id);
}

describe('Goodreads exports as they are in the wild', () => {
  // No Redis: the job runs in the API process, as it does when the queue is down.
  const suite = useSuiteApp(createCatalogueDatabase);
  const books = { neuromancer: 0, dune: 0, leftHand: 0, kindred: 0, fifthSeason: 0, hyperion: 0, dhalgren: 0 };

  beforeAll(async () => {
    const { payload } = suite.database;
    const author = (name: string) => fixture(payload, 'authors', { name });
    const book = async (title: string, name: string, isbn?: string, extra: Record<string, unknown> = {}) => {
      const id = await fixture(payload, 'books', { title, authors: [await author(name)], ...extra });
      if (isbn) await fixture(payload, 'editions', { book: id, title: 'Paperback', isbn, isPrimaryEdition: true });
      return id;
    };
    books.neuromancer = await book('Neuromancer', 'William Gibson', '978-0-441-56959-5');
    books.dune = await book('Dune', 'Frank Herbert', '9780441172719');
    books.leftHand = await book('The Left Hand of Darkness', 'Ursula K. Le Guin', '9780441478125');
    books.kindred = await book('Kindred', 'Octavia E. Butler');
    books.fifthSeason = await book('The Fifth Season', 'N. K. Jemisin', undefined, { goodreadsBookId: 19161852 });
    books.hyperion = await book('Hyperion', 'Dan Simmons', '9780553283686');
    books.dhalgren = await book('Dhalgren', 'Samuel R. Delany', '9780375706684');
  }, 60_000);

  it('imports all 7 rows of an export whose ISBNs are written ="…" without quotes, and lists each cell it repaired', async () => {
    // goodreads-export-unquoted-isbn.csv: an older export's shape. A strict CSV reader refuses
    // every row as broken quoting: 0 of 7 imported.
    const { agent, user } = await signedInAgent(suite.app);
    const report = await importOf(agent, exportFixture('goodreads-export-unquoted-isbn.csv'));

    expect(report).toMatchObject({
      source: 'goodreads',
      status: 'done',
      total: 7,
      matched: 6,
      created: { readingList: 6, ratings: 4, reviews: 2 },
      alreadyThere: 0,
      problems: [],
      unmatched: [{ row: 7, title: 'A Book Nobody Wrote', author: 'No One', isbn13: '9780000000002' }],
    });
    expect(report.repaired).toEqual(
      [1, 2, 3, 4, 5, 6, 7].flatMap((row) => [
        { row, column: 'ISBN', what: 'unquoted-formula' },
        { row, column: 'ISBN13', what: 'unquoted-formula' },
      ]),
    );
    const listed = await suite.app.pool.query<{ book_id: number; status: string }>('select book_id, status from community.reading_list_entries where user_id = $1 order by book_id', [user.id]);
    expect(listed.rows).toEqual(
      [
        { book_id: books.neuromancer, status: 'read' },
        { book_id: books.dune, status: 'read' },
        { book_id: books.leftHand, status: 'read' },
        { book_id: books.kindred, status: 'reading' },
        { book_id: books.fifthSeason, status: 'to_read' },
        { book_id: books.hyperion, status: 'read' },
      ].sort((a, b) => a.book_id - b.book_id),
    );
  }, 40_000);

  it('reads a file edited on Windows (BOM, CRLF, both ISBN forms, quotes not doubled) and refuses only the row it cannot read', async () => {
    // goodreads-export-edited-on-windows.csv: saved with a byte order mark and CRLF line ends; a
    // review with its own line break; ISBNs quoted as Goodreads writes them today, one row pasted
    // from another tool with ="…"; a nickname typed in quotes and a review whose inner quotes were
    // not doubled; row 4's quote never closes.
    const { agent, user } = await signedInAgent(suite.app);
    const report = await importOf(agent, exportFixture('goodreads-export-edited-on-windows.csv'));

    expect(report).toMatchObject({ status: 'done', total: 6, matched: 5, unmatched: [], created: { readingList: 5, ratings: 4, reviews: 2 } });
    expect(report.problems).toEqual([{ row: 4, reason: 'broken-quoting' }]);
    expect(report.repaired).toEqual([
      { row: 2, column: 'Author', what: 'stray-quote' },
      { row: 3, column: 'My Review', what: 'stray-quote' },
      { row: 6, column: 'ISBN', what: 'unquoted-formula' },
      { row: 6, column: 'ISBN13', what: 'unquoted-formula' },
    ]);
    const reviews = await suite.app.pool.query<{ book_id: number; rating: number; review: string | null }>(
      'select book_id, rating, review from community.book_ratings where user_id = $1 order by book_id',
      [user.id],
    );
    expect(reviews.rows).toEqual(
      [
        { book_id: books.neuromancer, rating: 5, review: 'First paragraph.\nSecond, after a line break.' },
        { book_id: books.leftHand, rating: 2, review: null },
        { book_id: books.hyperion, rating: 5, review: 'Loved the "Shrike" chapters most' },
        { book_id: books.dhalgren, rating: 4, review: null },
      ].sort((a, b) => a.book_id - b.book_id),
    );
  }, 40_000);

  it('refuses a Windows-1252 file with 400 not-utf8 and stores nothing', async () => {
    // goodreads-export-windows-1252.csv: "träumenden Bücher", "città", an en dash, as a spreadsheet
    // set to Windows-1252 saves them. Read as UTF-8 they would become garbled names.
    const { agent, user } = await signedInAgent(suite.app);
    const response = await upload(agent, exportFixture('goodreads-export-windows-1252.csv'));
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'file', message: 'not-utf8' }] });
    expect(await importCount(suite.app, user.id)).toBe(0);
  });

  it(`accepts ${IMPORT_MAX_ROWS.toLocaleString('en')} rows written as older exports write them, within the limit, in reasonable time`, async () => {
    // With Redis and no worker the job waits in the queue: this measures the upload, which reads the file.
    const app = await startTestApp({ databaseUrl: suite.database.url, redisUrl: TEST_REDIS_URL });
    try {
      const { agent } = await signedInAgent(app);
      const lines = Array.from({ length: IMPORT_MAX_ROWS }, (_unused, index) =>
        goodreadsLine(
          {
            'Book Id': String(1_000_000 + index),
            Title: `Stars Beyond, Volume ${index + 1}`,
            Author: 'Ada Example',
            'Author l-f': 'Example, Ada',
            ISBN: isbnCell('0441569595'),
            ISBN13: isbnCell('9780441569595'),
            'My Rating': String(index % 6),
            'Average Rating': '3.91',
            Binding: 'Paperback',
            'Date Read': index % 6 === 0 ? '' : '2024/01/31',
            'Date Added': '2023/12/01',
            'Exclusive Shelf': index % 6 === 0 ? 'to-read' : 'read',
            'My Review': index % 10 === 1 ? 'Loved it.<br/><br/>A "second" paragraph, with commas.' : '',
            'Read Count': '1',
          },
          { isbns: 'unquoted' },
        ),
      );
      const file = goodreadsFile(lines);
      const started = performance.now();
      const accepted = await upload(agent, file);
      const elapsed = performance.now() - started;
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
      // 0.3-0.4 s of reading on this machine (3.1 MB); generous for a shared one.
      expect(elapsed).toBeLessThan(20_000);
      const report = (await agent.get(`/api/imports/${accepted.body.data.id}`)).body.data as ImportReport;
      expect(report).toMatchObject({ status: 'queued', total: IMPORT_MAX_ROWS, problems: [] });
      expect(report.repaired).toHaveLength(2 * IMPORT_MAX_ROWS);
    } finally {
      await app.close();
    }
  }, 60_000);
});
