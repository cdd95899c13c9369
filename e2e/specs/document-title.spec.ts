import { expect, test } from '../support/fixtures.js';

// WCAG 2.4.2: every history entry and tab names its page, also after client-side navigation.
const LANGUAGES = [
  { code: 'en', books: 'Books', authors: 'Authors', series: 'Series' },
  { code: 'de', books: 'Bücher', authors: 'Autoren', series: 'Reihen' },
] as const;

for (const language of LANGUAGES) {
  test(`the document title follows client-side navigation in ${language.code}`, async ({ page, open }) => {
    await open('/');
    if (language.code !== 'en') {
      await page.getByRole('combobox', { name: 'Language' }).selectOption(language.code);
      await expect(page.locator('html')).toHaveAttribute('lang', language.code);
    }
    await expect(page).toHaveTitle('Starshelf');
    // A marker on window survives only if no navigation below reloads the page.
    await page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));

    const nav = page.getByRole('navigation').first();
    await nav.getByRole('link', { name: language.books, exact: true }).click();
    await expect(page).toHaveTitle(`${language.books} | Starshelf`);

    await nav.getByRole('link', { name: language.series, exact: true }).click();
    await expect(page).toHaveTitle(`${language.series} | Starshelf`);

    await nav.getByRole('link', { name: language.authors, exact: true }).click();
    await expect(page).toHaveTitle(`${language.authors} | Starshelf`);

    await page.goBack();
    await expect(page).toHaveTitle(`${language.series} | Starshelf`);
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
  });
}
