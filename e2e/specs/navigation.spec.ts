import type { Page } from '@playwright/test';
import { expect, test, waitForPage } from '../support/fixtures.js';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test.describe('moving between pages inside the app', () => {
  test('starts a new page at the top, and Back returns to where the reader was', async ({ page, open }) => {
    await open('/authors');
    const links = page.getByRole('main').locator('a[href^="/authors/"]');
    await expect(links.nth(11)).toBeVisible();
    // Far enough down that the top of the list is out of view.
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => scrollY(page)).toBe(600);
    const listPosition = await scrollY(page);
    // An author in view at that position, as the reader would pick one.
    const inView = await links.evaluateAll((anchors) => anchors.findIndex((anchor) => {
      const box = anchor.getBoundingClientRect();
      return box.top > 80 && box.bottom < window.innerHeight;
    }));
    expect(inView).toBeGreaterThanOrEqual(0);
    const target = links.nth(inView);
    const href = await target.getAttribute('href');
    await target.click();
    await expect(page).toHaveURL(new RegExp(`${href ?? ''}$`));
    await waitForPage(page);
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/authors$/);
    await expect.poll(() => scrollY(page)).toBe(listPosition);

    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`${href ?? ''}$`));
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('keeps the position of the page over a reload', async ({ page, open }) => {
    await open('/authors');
    // A second entry: the document's first entry is not kept over a reload (its key is reused).
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Series', exact: true }).click();
    await expect(page).toHaveURL(/\/series$/);
    await waitForPage(page);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Authors', exact: true }).click();
    await expect(page).toHaveURL(/\/authors$/);
    await waitForPage(page);
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect.poll(() => scrollY(page)).toBe(700);
    await page.reload();
    await waitForPage(page);
    await expect.poll(() => scrollY(page)).toBe(700);
  });
});
