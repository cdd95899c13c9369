// docs/api.md "Moods" through the site: the mood filter of /books and the mood chips of a book page.
// The moods come from the API (names, counts, which books carry them), so nothing here names seed data.
import type { Page } from '@playwright/test';
import { z } from 'zod';
import { baseUrl } from '../support/config.js';
import { expect, test } from '../support/fixtures.js';

const moodsAnswer = z.object({ data: z.array(z.object({ slug: z.string(), name: z.string(), bookCount: z.number() })) });
const booksAnswer = z.object({ data: z.object({ items: z.array(z.object({ id: z.number(), slug: z.string(), title: z.string() })), total: z.number() }) });

async function getJson(path: string): Promise<unknown> {
  const response = await fetch(`${baseUrl()}${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return response.json();
}

/** The mood carried by the most books: the filter must narrow the list, not empty it. */
async function commonestMood() {
  const moods = moodsAnswer.parse(await getJson('/api/moods?locale=en')).data.filter((mood) => mood.bookCount > 0);
  const [mood] = moods.sort((a, b) => b.bookCount - a.bookCount);
  if (!mood) throw new Error('no book carries a mood: was book_shelves.csv imported?');
  return mood;
}

async function listTotal(page: Page): Promise<number> {
  const text = (await page.getByText(/^Showing [\d,]+ of [\d,]+$/).textContent()) ?? '';
  return Number(/of ([\d,]+)/.exec(text)?.[1]?.replaceAll(',', ''));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const moodInUrl = (page: Page) => new URL(page.url()).searchParams.get('mood');

test.describe('moods', () => {
  test('filter the book list by a mood through the URL, and clear it again', async ({ page, open, catalogue }) => {
    const mood = await commonestMood();
    await open('/books');
    const unfiltered = await listTotal(page);
    const chip = page.getByRole('group', { name: 'Mood' }).getByRole('button', { name: new RegExp(`^${escapeRegExp(mood.name)}`) });
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => moodInUrl(page)).toBe(mood.slug);
    const filtered = await catalogue.bookTotal(`mood=${mood.slug}`);
    await expect.poll(() => listTotal(page)).toBe(filtered);
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(unfiltered);

    // The filtered URL, opened fresh, shows the same selection and count.
    await open(page.url());
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    expect(await listTotal(page)).toBe(filtered);

    await page.getByRole('button', { name: 'Clear moods' }).click();
    await expect.poll(() => moodInUrl(page)).toBeNull();
    await expect.poll(() => listTotal(page)).toBe(unfiltered);
  });

  test('the mood chips of a book page lead back to the list filtered by that mood', async ({ page, open, catalogue }) => {
    const mood = await commonestMood();
    const [book] = booksAnswer.parse(await getJson(`/api/books?limit=1&sort=rating&mood=${mood.slug}`)).data.items;
    if (!book) throw new Error(`no book for ${mood.slug}`);
    await open(`/books/${book.slug}`);
    const chips = page.getByRole('list', { name: 'What readers say it is like' }).getByRole('link');
    await expect(chips.first()).toBeVisible();
    expect(await chips.count()).toBeLessThanOrEqual(4);
    // The strongest mood of this book, whichever it is: every chip links to the list filtered by its mood.
    const href = (await chips.first().getAttribute('href')) ?? '';
    const slug = new URL(href, baseUrl()).searchParams.get('mood') ?? '';
    expect(href).toBe(`/books?mood=${slug}`);
    const name = (await chips.first().textContent()) ?? '';

    await chips.first().click();
    await expect.poll(() => moodInUrl(page)).toBe(slug);
    await expect(page.getByRole('group', { name: 'Mood' }).getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}`) })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => listTotal(page)).toBe(await catalogue.bookTotal(`mood=${slug}`));
  });
});
