import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, MEMBERS, test, type Catalogue } from '../support/fixtures.js';
import { bookOpeners } from '../support/book-cards.js';

const BLOCKING = new Set(['serious', 'critical']);

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * `withExperimental` adds axe's experimental rules (label-content-name-mismatch, WCAG 2.5.3, and
 * p-as-heading among them), which the main pages must pass too.
 */
async function blockingViolations(page: Page, { withExperimental = false } = {}): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(withExperimental ? [...TAGS, 'experimental'] : TAGS).analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.length}× e.g. ${violation.nodes[0]?.target.join(' ')})`);
}

const PAGES: ReadonlyArray<{ name: string; path: (catalogue: Catalogue) => Promise<string> }> = [
  { name: 'the start page', path: async () => '/' },
  { name: 'the book list', path: async () => '/books' },
  { name: 'a book detail page', path: async (c) => { const b = await c.firstBook(); return `/books/${b.slug ?? b.id}`; } },
  { name: 'an author page', path: async (c) => { const a = await c.firstAuthor(); return `/authors/${a.slug ?? a.id}`; } },
  { name: 'the search page', path: async () => '/search?q=star' },
  { name: 'the page of a book the catalogue does not have', path: async () => '/books/no-such-book-999999999' },
  { name: 'the forgotten-password page', path: async () => '/forgot-password' },
  { name: 'the reset-password page', path: async () => '/reset-password?token=example' },
];

test.describe('accessibility (axe-core)', () => {
  for (const { name, path } of PAGES) {
    test(`${name} has no serious or critical violations`, async ({ page, open, catalogue }) => {
      await open(await path(catalogue));
      expect(await blockingViolations(page, { withExperimental: true })).toEqual([]);
    });
  }

  test('the open book modal has no serious or critical violations', async ({ page, open }) => {
    await open('/books');
    await bookOpeners(page.getByRole('main')).first().click();
    await expect(page.getByRole('dialog').getByRole('heading').first()).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('status')).toHaveCount(0);
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('the settings page and its delete dialog have no serious or critical violations', async ({ page, open, signIn }) => {
    await signIn(MEMBERS.normal);
    await open('/settings');
    await expect(page.getByTestId('session').first()).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Delete your account?' })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('the search dropdown has no serious or critical violations', async ({ page, open }) => {
    await open('/books');
    await page.getByRole('combobox', { name: 'Search' }).fill('star');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
});
