import { expect, test } from '../support/fixtures.js';

/** Each language's address of a page is `?lang=` (decision 088): it wins over the stored choice. */
test.describe('per-language addresses', () => {
  test('open a page in the language of its address, and the switcher keeps the address in step', async ({ page, open }) => {
    await open('/books');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    // The stored choice is German; the address asks for Italian.
    await open('/books?lang=it');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Libri', exact: true })).toBeVisible();
    const origin = new URL(page.url()).origin;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/books?lang=it`);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${origin}/books`);

    await page.getByRole('combobox', { name: 'Lingua' }).selectOption('en');
    await expect(page).toHaveURL(/\/books\?lang=en$/);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });
});
