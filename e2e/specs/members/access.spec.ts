import { expect, MEMBERS, test } from '../../support/fixtures.js';

test.describe('access by role', () => {
  test('a normal member sees no admin entries and gets the access-denied page on /admin/users', async ({ page, open, signIn }) => {
    await signIn(MEMBERS.normal);
    await open('/books');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Manage Users' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Analytics Dashboard' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await open('/admin/users');
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    await expect(page.getByText('You do not have the required permissions.')).toBeVisible();
  });

  for (const path of ['/profile', '/settings']) {
    test(`an anonymous visitor must log in to see ${path}`, async ({ page, open }) => {
      await open(path);
      await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
      await expect(page.getByText('You must be logged in to view this page.')).toBeVisible();
    });
  }
});
