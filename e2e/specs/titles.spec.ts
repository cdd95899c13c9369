import { expect, test } from '../support/fixtures.js';
import { BROWSER_LOCALES, message } from '../support/messages.js';

// A reader searches by the title of their own language's translation (docs/rules.md §3 "Titles").
test.describe('titles readers know', () => {
  test.use({ locale: BROWSER_LOCALES.de });

  test('a German reader types a German title into the search box and lands on the book with its original title beneath', async ({ page, open }) => {
    await open('/books');
    const box = page.getByRole('combobox', { name: message('de', 'search.label') });
    await box.click();
    await box.pressSequentially('Die Gefährten', { delay: 30 });

    const listbox = page.getByRole('listbox');
    const first = listbox.getByRole('option').nth(1);
    await expect(first).toContainText('Die Gefährten');
    await box.press('ArrowDown');
    await box.press('Enter');

    // The address keeps the English slug; the page shows the German title and names the original.
    await expect(page).toHaveURL(/\/books\/the-fellowship-of-the-ring-\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Die Gefährten');
    await expect(page.getByTestId('original-title')).toHaveText(message('de', 'book.originalTitle').replace('{{title}}', 'The Fellowship of the Ring'));
    await expect(page).toHaveTitle(/^Die Gefährten/);
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const book = scripts.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === 'Book');
    expect(book).toMatchObject({ name: 'Die Gefährten', alternateName: 'The Fellowship of the Ring' });
  });

  test('an English title typed by a German reader shows the German title with the matched one beside it', async ({ page, open }) => {
    await open(`/search?q=${encodeURIComponent('lord of the rings')}`);
    await expect(page.getByRole('main').getByRole('link', { name: /^Der Herr der Ringe — The Lord of the Rings/ }).first()).toBeVisible();
  });
});
