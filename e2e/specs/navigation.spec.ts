import type { Page } from '@playwright/test';
import { expect, test, waitForPage } from '../support/fixtures.js';
import { LANGUAGES, message } from '../support/messages.js';

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

test.describe('the page the reader is leaving', () => {
  test('takes no input while the next page\'s code arrives, so nothing typed is lost', async ({ page, open }) => {
    let release: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => { release = resolve; });
    await page.route(/\/assets\/forgot-password-[\w-]+\.js$/, async (route) => {
      await arrived;
      await route.continue();
    });
    await open('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();

    // The sign-in form is still on screen, but its Email field can no longer be focused or typed in.
    const main = page.locator('main#main');
    await expect(main).toHaveAttribute('inert', '');
    await expect(main).toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('h1')).toHaveText('Log in');
    const loginEmail = main.locator('input[type="email"]');
    await loginEmail.evaluate((input) => (input as HTMLInputElement).focus());
    expect(await loginEmail.evaluate((input) => document.activeElement === input)).toBe(false);

    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await expect(main).not.toHaveAttribute('inert');
    await expect(main).not.toHaveAttribute('aria-busy');
    // The focus the old page took with it lands on the new page: the next Tab reaches its form.
    await expect(main).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.getByLabel('Email').fill('someone@starshelf.test');
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByText(/If an account exists for someone@starshelf\.test, we sent a link to it\./)).toBeVisible();
  });

  test('leaves the focus where it is when the link that was used stays on screen', async ({ page, open }) => {
    await open('/genres');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const authors = nav.getByRole('link', { name: 'Authors', exact: true });
    await authors.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Authors' })).toBeVisible();
    await expect(authors).toBeFocused();
  });
});

for (const language of LANGUAGES) {
  test.describe(`loading a page's code, in ${language}`, () => {
    test('shows the loading indicator over the current page while the next page\'s code arrives', async ({ page, open }) => {
      let release: () => void = () => undefined;
      const arrived = new Promise<void>((resolve) => { release = resolve; });
      // The series page's code (not the "get-series" data chunk) is held back until released.
      await page.route(/\/assets\/series-[\w-]+\.js$/, async (route) => {
        await arrived;
        await route.continue();
      });
      // The page's language address: the app takes it as the reader's choice (decision 088).
      await open(`/genres?lang=${language}`);
      const nav = page.getByRole('navigation', { name: message(language, 'nav.main') });
      await nav.getByRole('link', { name: message(language, 'nav.series'), exact: true }).click();
      const indicator = page.getByRole('status').filter({ hasText: message(language, 'common.loading') });
      await expect(indicator).toBeVisible();
      // The page the reader left stays meanwhile.
      await expect(page.getByRole('heading', { level: 1, name: message(language, 'genres.title') })).toBeVisible();
      release();
      await expect(page.getByRole('heading', { level: 1, name: message(language, 'series.title') })).toBeVisible();
      await expect(indicator).toBeHidden();
    });

    test('offers a reload when a page\'s code fails to load, and the navigation still works', async ({ page, open }) => {
      await page.route(/\/assets\/series-[\w-]+\.js$/, (route) => route.abort());
      await open(`/genres?lang=${language}`);
      const nav = page.getByRole('navigation', { name: message(language, 'nav.main') });
      await nav.getByRole('link', { name: message(language, 'nav.series'), exact: true }).click();
      const alert = page.getByRole('alert');
      await expect(alert.getByRole('heading', { name: message(language, 'loadError.title') })).toBeVisible();
      await expect(alert.getByRole('button', { name: message(language, 'loadError.reload') })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(message(language, 'loadError.title')));

      await nav.getByRole('link', { name: message(language, 'nav.books'), exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: message(language, 'books.title') })).toBeVisible();
      await expect(alert).toBeHidden();
    });
  });
}
