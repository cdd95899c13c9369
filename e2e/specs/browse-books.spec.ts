import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { bookOpeners } from '../support/book-cards.js';

/** Reads the "Showing N of M" line under the grid (numbers written as in English: 3,042). */
async function shownAndTotal(page: Page): Promise<[number, number]> {
  const text = (await page.getByText(/^Showing [\d,]+ of [\d,]+$/).textContent()) ?? '';
  const [, shown, total] = /Showing ([\d,]+) of ([\d,]+)/.exec(text) ?? [];
  return [Number(shown?.replaceAll(',', '')), Number(total?.replaceAll(',', ''))];
}

test.describe('the book list', () => {
  test('shows a grid of covers with a count that matches the catalogue', async ({ page, open, catalogue }) => {
    await open('/books');
    await expect(page.getByRole('heading', { level: 1, name: 'Books' })).toBeVisible();
    const cards = bookOpeners(page.getByRole('main'));
    await expect(cards.first()).toBeVisible();
    const [shown, total] = await shownAndTotal(page);
    expect(total).toBe(await catalogue.bookTotal());
    await expect(cards).toHaveCount(shown);
  });

  // docs/api.md "Paging": the next page starts after the last book shown (its cursor), in the
  // server-rendered list and in the one the browser loads, and no book is shown twice.
  test('loads more books on demand and keeps the ones already shown', async ({ page, open }) => {
    await open('/books?sort=title_asc');
    const cards = bookOpeners(page.getByRole('main'));
    const [before] = await shownAndTotal(page);
    const firstTitle = await cards.first().textContent();
    for (const next of [2, 3]) {
      const asked = page.waitForRequest((request) => request.url().includes('/api/books?') && request.url().includes(`page=${next}`));
      await page.getByRole('button', { name: 'Load more' }).click();
      expect(new URL((await asked).url()).searchParams.get('after')).toBeTruthy();
      await expect.poll(async () => (await shownAndTotal(page))[0]).toBe(before + (next - 1) * 24);
    }
    await expect(cards).toHaveCount((await shownAndTotal(page))[0]);
    await expect(cards.first()).toHaveText(firstTitle ?? '');
    const addresses = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  test('filters by genre through the URL, so the filtered list can be shared', async ({ page, open, catalogue }) => {
    await open('/books');
    const [, unfiltered] = await shownAndTotal(page);
    const genre = page.getByLabel('Genre', { exact: true });
    // The first real genre (index 0 is "Any").
    const value = await genre.locator('option').nth(1).getAttribute('value');
    expect(value).toBeTruthy();
    await genre.selectOption(value ?? '');
    await expect(page).toHaveURL(new RegExp(`[?&]genre=${encodeURIComponent(value ?? '')}`));
    await expect.poll(async () => (await shownAndTotal(page))[1]).toBe(await catalogue.bookTotal(`genre=${encodeURIComponent(value ?? '')}`));
    const [, filtered] = await shownAndTotal(page);
    expect(filtered).toBeLessThan(unfiltered);
    expect(filtered).toBeGreaterThan(0);

    // The same URL, opened fresh, shows the same filter and count.
    await open(page.url());
    await expect(page.getByLabel('Genre', { exact: true })).toHaveValue(value ?? '');
    expect((await shownAndTotal(page))[1]).toBe(filtered);

    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect(page).not.toHaveURL(/genre=/);
    await expect.poll(async () => (await shownAndTotal(page))[1]).toBe(unfiltered);
  });
});
