import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';

const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.describe('the mobile layout at 390 px', () => {
  test('hides the bar links behind a drawer that navigates and closes', async ({ page, open }) => {
    await open('/');
    const bar = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(bar.getByRole('link', { name: 'Books', exact: true })).toBeHidden();

    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    for (const name of ['Books', 'Authors', 'Series', 'Genres', 'Awards']) {
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(drawer.getByRole('link', { name: 'Log In' })).toBeVisible();
    // The drawer fits the phone: nothing scrolls sideways.
    const box = await drawer.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);

    await drawer.getByRole('link', { name: 'Books', exact: true }).click();
    await expect(page).toHaveURL(/\/books$/);
    await expect(drawer).toBeHidden();
  });

  test('closes with Escape and switches the language from its buttons', async ({ page, open }) => {
    await open('/books');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deutsch' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Bücher', exact: true })).toBeVisible();
  });

  test('loads the search box only when the reader opens the search panel, and then it searches', async ({ page, open }) => {
    const searchBoxRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/search-box-[\w-]+\.js/.test(request.url())) searchBoxRequests.push(request.url());
    });
    await open('/books');
    // The bar's own box is hidden on a phone: its code is not fetched for it.
    await page.waitForLoadState('networkidle');
    expect(searchBoxRequests).toEqual([]);

    await page.getByRole('button', { name: 'Show search' }).click();
    // The panel's box; the bar's hidden one is still the server's markup.
    const box = page.getByRole('combobox', { name: 'Search' }).locator('visible=true');
    await expect(box).toBeVisible();
    expect(searchBoxRequests).toHaveLength(1);
    await box.fill('dune');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=dune/);
  });

  test('keeps the keyboard focus inside the open drawer', async ({ page, open }) => {
    await open('/books');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    for (let step = 0; step < 15; step += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
  });

  test('no main page scrolls sideways', async ({ page, open, catalogue }) => {
    const book = await catalogue.firstBook();
    const author = await catalogue.firstAuthor();
    const series = await catalogue.firstSeries();
    for (const path of ['/', '/books', '/authors', '/series', '/genres', `/books/${book.slug ?? book.id}`, `/authors/${author.slug ?? author.id}`, `/series/${series.slug ?? series.id}`, '/search?q=star']) {
      await open(path);
      expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0);
    }
  });

  // The award list scrolls sideways inside its own box; the page itself must not.
  test('/awards does not scroll sideways', async ({ page, open }) => {
    await open('/awards');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});
