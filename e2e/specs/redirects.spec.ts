import { expect, test } from '../support/fixtures.js';

const REDIRECTS: ReadonlyArray<readonly [string, string]> = [
  ['/home', '/'],
  ['/start', '/'],
  ['/privacy', '/datenschutz'],
  ['/imprint', '/impressum'],
  ['/contact', '/kontakt'],
  ['/terms', '/nutzungsbedingungen'],
  ['/no/such/page', '/'],
  ['/this-page-does-not-exist', '/'],
];

test.describe('redirects', () => {
  for (const [from, to] of REDIRECTS) {
    test(`${from} lands on ${to}`, async ({ page, open }) => {
      await open(from);
      await expect(page).toHaveURL((url) => url.pathname === to);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    });
  }

  test('the legal pages are German', async ({ page, open }) => {
    await open('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Datenschutz/);
  });
});
