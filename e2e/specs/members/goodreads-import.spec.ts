// A new member brings a Goodreads shelf, or a StoryGraph one. Each file is built
// in the service's own export format from catalogue books read through the API, plus one book no
// catalogue holds.
import { z } from 'zod';
import { expect, test } from '../../support/fixtures.js';
import { mailInboxUrl } from './mail-inbox.js';
import { mutationHeaders, registerVerifiedMember, type NewMember } from './new-member.js';

// Goodreads' "Export Library" header, in its order.
const HEADER = [
  'Book Id', 'Title', 'Author', 'Author l-f', 'Additional Authors', 'ISBN', 'ISBN13', 'My Rating', 'Average Rating',
  'Publisher', 'Binding', 'Number of Pages', 'Year Published', 'Original Publication Year', 'Date Read', 'Date Added',
  'Bookshelves', 'Bookshelves with positions', 'Exclusive Shelf', 'My Review', 'Spoiler', 'Private Notes', 'Read Count', 'Owned Copies',
];

type ShelfRow = { title: string; author: string; rating: number; shelf: 'read' | 'to-read' | 'currently-reading'; review?: string; dateRead?: string };

/** Goodreads quotes a field only when it must, doubles inner quotes, and writes ISBNs as ="…". */
function cell(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function goodreadsCsv(rows: ShelfRow[]): string {
  const lines = rows.map((row) => {
    const [first = '', ...rest] = row.author.split(' ');
    const fields: Record<string, string> = {
      Title: row.title, Author: row.author, 'Author l-f': rest.length ? `${rest.join(' ')}, ${first}` : first,
      'My Rating': String(row.rating), 'Average Rating': '4.02', Binding: 'Paperback',
      'Date Read': row.dateRead ?? '', 'Date Added': '2025/01/10', Bookshelves: row.shelf === 'read' ? '' : row.shelf,
      'Exclusive Shelf': row.shelf, 'My Review': row.review ?? '', 'Read Count': row.shelf === 'read' ? '1' : '0', 'Owned Copies': '0',
    };
    // An empty ISBN is the formula ="", quoted like any cell that holds quotes, as Goodreads does.
    return HEADER.map((column) => cell(column === 'ISBN' || column === 'ISBN13' ? '=""' : (fields[column] ?? ''))).join(',');
  });
  return [HEADER.join(','), ...lines].join('\n') + '\n';
}

// StoryGraph's "Export StoryGraph Library" header, in its order.
const STORYGRAPH_HEADER = [
  'Title', 'Authors', 'Contributors', 'ISBN/UID', 'Format', 'Read Status', 'Date Added', 'Last Date Read', 'Dates Read', 'Read Count',
  'Moods', 'Pace', 'Character- or Plot-Driven?', 'Strong Character Development?', 'Loveable Characters?', 'Diverse Characters?',
  'Flawed Characters?', 'Star Rating', 'Review', 'Content Warnings', 'Content Warning Description', 'Tags', 'Owned?',
];

type StoryGraphRow = { title: string; authors: string; status: string; stars: string; review?: string; lastRead?: string };

/** StoryGraph quotes every empty text cell ("") and lists, and writes reviews as <div> paragraphs. */
function storyGraphCsv(rows: StoryGraphRow[]): string {
  const lines = rows.map((row) => {
    const fields: Record<string, string> = {
      Title: cell(row.title), Authors: cell(row.authors), Contributors: '""', Format: 'paperback', 'Read Status': row.status,
      'Date Added': '2025/01/10', 'Last Date Read': row.lastRead ?? '""', 'Dates Read': row.lastRead ? `2025/01/20-${row.lastRead}` : '""',
      'Read Count': row.lastRead ? '1' : '0', Moods: '"adventurous, tense"', 'Star Rating': row.stars,
      Review: row.review ? cell(`<div>${row.review}</div>`) : '""', 'Content Warnings': '""', Tags: '""', 'Owned?': 'No',
    };
    return STORYGRAPH_HEADER.map((column) => fields[column] ?? '').join(',');
  });
  return `${[STORYGRAPH_HEADER.join(','), ...lines].join('\r\n')}\r\n`;
}

const booksSchema = z.object({
  data: z.object({ items: z.array(z.object({ id: z.number(), title: z.string(), authors: z.array(z.object({ name: z.string() })) })) }),
});

/** Two catalogue books with an author and titles of their own, read through the API like any client. */
async function twoCatalogueBooks(baseURL: string, skip = 0) {
  const response = await fetch(`${baseURL}/api/books?limit=24&sort=rating`);
  expect(response.ok).toBe(true);
  const items = booksSchema.parse(await response.json()).data.items.filter((book) => book.authors.length > 0);
  const distinct = items.filter((book, index) => items.findIndex((other) => other.title === book.title) === index);
  expect(distinct.length).toBeGreaterThanOrEqual(2);
  expect(distinct.length).toBeGreaterThanOrEqual(skip + 2);
  return distinct.slice(skip, skip + 2).map((book) => ({ id: book.id, title: book.title, author: book.authors[0]!.name }));
}

test.describe('a new member brings a Goodreads shelf', () => {
  let member: NewMember;

  test.beforeEach(async ({ baseURL }) => {
    const inbox = mailInboxUrl();
    test.skip(!inbox, 'E2E_MAIL_URL (the mail catcher of the stack) is not published by the harness');
    member = await registerVerifiedMember(baseURL as string, inbox as string, 'goodreads');
  });

  test('is offered the import, uploads the export, watches it run, reads the report and finds the books on the list', async ({ page, context, baseURL, open }) => {
    const [read, toRead] = await twoCatalogueBooks(baseURL as string);
    const unknownTitle = `The Unfindable Atlas of Nowhere ${Date.now()}`;
    const csv = goodreadsCsv([
      { title: read!.title, author: read!.author, rating: 4, shelf: 'read', dateRead: '2025/02/01', review: 'Held me all winter.<br/><br/>Worth "every" page, truly.' },
      { title: toRead!.title, author: toRead!.author, rating: 0, shelf: 'to-read' },
      { title: unknownTitle, author: 'Nobody Atall', rating: 3, shelf: 'read' },
    ]);
    const login = await context.request.post(`${baseURL}/api/auth/login`, { headers: mutationHeaders(baseURL as string), data: member });
    expect(login.status(), await login.text()).toBe(200);

    // The step after the first sign-in: the empty list's owner is offered the import once.
    await open('/profile');
    const offer = page.getByRole('region', { name: 'Bring your shelf from Goodreads or StoryGraph' });
    await offer.getByRole('link', { name: 'Import my shelf' }).click();
    await expect(page).toHaveURL(/\/settings#shelf-import$/);
    const section = page.getByRole('region', { name: 'Bring your shelf' });
    await expect(section).toBeVisible();

    // A three-row import can finish between two polls: what the bar said is recorded as it changes.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        const text = document.querySelector('progress')?.getAttribute('aria-valuetext');
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await section.getByLabel(/Goodreads library export/).setInputFiles({ name: 'goodreads_library_export.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await section.getByRole('button', { name: 'Import my shelf' }).click();

    const report = section.getByTestId('import-report');
    await expect(report).toBeVisible({ timeout: 30_000 });
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
    expect(seen.length, 'the progress bar was shown').toBeGreaterThan(0);
    for (const text of seen) expect(text).toMatch(/^(Waiting for the import to start…|[0-3] of 3 rows)$/);

    const figure = (label: string) => report.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
    await expect(figure('Rows in the file')).toHaveText('3');
    await expect(figure('Books found')).toHaveText('2');
    await expect(figure('Added to your reading list')).toHaveText('2');
    await expect(report.getByRole('row', { name: new RegExp(unknownTitle) })).toContainText('Nobody Atall');

    await report.getByRole('link', { name: 'See your reading list' }).click();
    await expect(page).toHaveURL(/\/profile\?tab=reading$/);
    const list = page.getByRole('tabpanel');
    await expect(list.getByRole('heading', { name: /^Read \(1\)/ })).toBeVisible();
    // Each entry opens its book from its title, which names the button (WCAG 2.5.3).
    await expect(list.getByRole('button', { name: read!.title, exact: true })).toBeVisible();
    await expect(list.getByRole('button', { name: toRead!.title, exact: true })).toBeVisible();
    await expect(list.getByText(unknownTitle)).toHaveCount(0);
    // The offer was taken: the list has books now, and it is not made again.
    await expect(page.getByRole('region', { name: 'Bring your shelf from Goodreads or StoryGraph' })).toHaveCount(0);
  });

  test('chooses StoryGraph, uploads its export and reads the report: quarter stars, a book not finished, one not found', async ({ page, context, baseURL, open }) => {
    const [read, notFinished] = await twoCatalogueBooks(baseURL as string, 2);
    const unknownTitle = `The Unfindable Almanac ${Date.now()}`;
    const csv = storyGraphCsv([
      { title: read!.title, authors: `${read!.author}, A. Co-Author`, status: 'read', stars: '4.25', review: 'Held me all winter.', lastRead: '2025/02/01' },
      { title: notFinished!.title, authors: notFinished!.author, status: 'did-not-finish', stars: '' },
      { title: unknownTitle, authors: 'Nobody Atall', status: 'to-read', stars: '' },
    ]);
    const login = await context.request.post(`${baseURL}/api/auth/login`, { headers: mutationHeaders(baseURL as string), data: member });
    expect(login.status(), await login.text()).toBe(200);

    await open('/settings#shelf-import');
    const section = page.getByRole('region', { name: 'Bring your shelf' });
    await section.getByRole('radio', { name: 'StoryGraph' }).check();
    await expect(section.getByText(/Manage account → Export StoryGraph library/)).toBeVisible();
    await section.getByLabel(/StoryGraph export/).setInputFiles({ name: 'storygraph_export.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await section.getByRole('button', { name: 'Import my shelf' }).click();

    const report = section.getByTestId('import-report');
    await expect(report).toBeVisible({ timeout: 30_000 });
    const figure = (label: string) => report.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
    await expect(figure('Rows in the file')).toHaveText('3');
    await expect(figure('Added to your reading list')).toHaveText('1');
    await expect(figure('Ratings added')).toHaveText('1');
    await expect(report.getByText(/^Row 2: not added to your reading list, which has no “did not finish”/)).toBeVisible();
    await expect(report.getByRole('row', { name: new RegExp(unknownTitle) })).toContainText('Nobody Atall');

    // 4.25 stars are four here; the review came with them.
    const rating = await context.request.get(`${baseURL}/api/books/${read!.id}/reviews`);
    const reviews = (await rating.json()) as { data: { items: Array<{ rating: number; review: string | null }> } };
    expect(reviews.data.items).toContainEqual(expect.objectContaining({ rating: 4, review: 'Held me all winter.' }));
  });

  test('gets the shelf back as a Goodreads CSV from the settings', async ({ page, context, baseURL, open }) => {
    const login = await context.request.post(`${baseURL}/api/auth/login`, { headers: mutationHeaders(baseURL as string), data: member });
    expect(login.status(), await login.text()).toBe(200);
    await open('/settings');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download my shelf (Goodreads CSV)' }).click();
    const file = await download;
    const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks as Buffer[]).toString('utf8'));
    expect(text.split('\n')[0]).toContain('Book Id,Title,Author');
  });
});
