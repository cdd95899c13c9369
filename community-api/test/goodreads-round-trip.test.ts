import { describe, expect, it } from 'vitest';
import type { ImportReport } from '@starshelf/contract';
import { signedInAgent } from './support/members.js';
import { useSuiteApp } from './support/suite.js';
import type { TestAgent } from './support/test-app.js';
import { createCatalogueDatabase, fixture } from './support/test-catalogue.js';
import { waitFor } from './support/wait-for.js';

type Shelf = { bookId: number; status: string; addedDay: string; rating: number | null; review: string | null }[];

/** The member's list with their rating and review of each book, as the site holds them. */
async function shelfOf(agent: TestAgent, bookIds: readonly number[]): Promise<Shelf> {
  const list = (await agent.get('/api/reading-list?limit=100')).body.data.items as { bookId: number; status: string; addedAt: string }[];
  const shelf: Shelf = [];
  for (const entry of list.filter((item) => bookIds.includes(item.bookId))) {
    const modal = (await agent.get(`/api/books/${entry.bookId}/modal-data`)).body.data as { userRating: { rating: number; review: string | null } | null };
    shelf.push({
      bookId: entry.bookId,
      status: entry.status,
      addedDay: entry.addedAt.slice(0, 10),
      rating: modal.userRating?.rating ?? null,
      review: modal.userRating?.review ?? null,
    });
  }
  return shelf.sort((a, b) => a.bookId - b.bookId);
}

async function importFile(agent: TestAgent, csv: string): Promise<ImportReport> {
  const accepted = await agent.post('/api/imports/goodreads').attach('file', Buffer.from(csv, 'utf8'), 'starshelf-goodreads.csv');
  expect(accepted.status).toBe(202);
  let report: ImportReport | undefined;
  await waitFor(async () => {
    report = (await agent.get(`/api/imports/${accepted.body.data.id as string}`)).body.data as ImportReport;
    return report.status === 'done' || report.status === 'failed';
  }, 20_000);
  return report!;
}

describe('Goodreads round trip: export, empty the shelf, import the file again', () => {
  // Without Redis the import runs in the API process, as on a machine with no Redis.
  const suite = useSuiteApp(createCatalogueDatabase);

  it('gives back the same list, statuses, ratings, reviews and dates', async () => {
    const { payload } = suite.database;
    const author = await fixture(payload, 'authors', { name: 'Round Trip Author' });
    const titles = ['Tides of "Ash", Vol. 1', '=Equations of Night', 'A Quiet Orbit'];
    const bookIds: number[] = [];
    for (const title of titles) bookIds.push(await fixture(payload, 'books', { title, authors: [author] }));
    const [first, second, third] = bookIds as [number, number, number];
    const { agent } = await signedInAgent(suite.app);

    await agent.post('/api/reading-list').send({ bookId: first, status: 'read' }).expect(201);
    await agent.post(`/api/books/${first}/ratings`).send({ rating: 5, review: '- a first line that starts with a dash\nsame paragraph\n\nSecond paragraph, with a comma.' });
    await agent.post('/api/reading-list').send({ bookId: second, status: 'reading' }).expect(201);
    await agent.post(`/api/books/${second}/ratings`).send({ rating: 2 });
    await agent.post('/api/reading-list').send({ bookId: third, status: 'to_read' }).expect(201);
    const before = await shelfOf(agent, bookIds);
    expect(before).toHaveLength(3);

    const exported = await agent.get('/api/reading-list/export?format=goodreads');
    expect(exported.status).toBe(200);
    const csv = exported.text;

    for (const bookId of bookIds) {
      await agent.delete(`/api/reading-list/${bookId}`).expect(204);
      await agent.delete(`/api/books/${bookId}/ratings`);
    }
    expect(await shelfOf(agent, bookIds)).toEqual([]);

    const report = await importFile(agent, csv);
    expect(report).toMatchObject({ status: 'done', matched: 3, unmatched: [], problems: [] });
    expect(report.created).toEqual({ ratings: 2, reviews: 1, readingList: 3 });
    expect(await shelfOf(agent, bookIds)).toEqual(before);
  });
});
