import { expect, MEMBERS, test } from '../support/fixtures.js';
import { BROWSER_LOCALES, LANGUAGES, message } from '../support/messages.js';

test.describe('a signed-in member', () => {
  test('sees the account menu instead of Log In, and the reading-list filter on /books', async ({ page, open, signIn }) => {
    await signIn(MEMBERS.normal);
    await open('/books');
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Log In' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
    await expect(page.getByLabel('Reading list')).toBeVisible();
  });
});

// The server renders every catalogue page anonymously; the member's session arrives while the app
// takes the page over. That must not be a mismatch (React's #418, which makes it draw the page
// anew), and the member's controls show right after.
for (const language of LANGUAGES) {
  test.describe(`a signed-in member, in ${language}`, () => {
    // The browser's own language, which both the server and the app's detection see.
    test.use({ locale: BROWSER_LOCALES[language] });

    test('has a server-rendered page taken over without a hydration error', async ({ page, signIn }) => {
      await signIn(MEMBERS.normal);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (entry) => {
        if (entry.type() === 'error' && /React|hydrat/i.test(entry.text())) errors.push(entry.text());
      });
      await page.goto('/books');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('header [aria-disabled="true"]')).toHaveCount(0);
      await expect(page.getByRole('button', { name: new RegExp(message(language, 'nav.accountMenu')) })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });
  });
}
