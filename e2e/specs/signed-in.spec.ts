import { expect, MEMBERS, test } from '../support/fixtures.js';

test.describe('a signed-in member', () => {
  test('sees the account menu instead of Log In, and the reading-list filter on /books', async ({ page, open, signIn }) => {
    await signIn(MEMBERS.normal);
    await open('/books');
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Log In' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
    await expect(page.getByLabel('Reading list')).toBeVisible();
  });
});
