import { type Page } from '@playwright/test';
import { expect, MEMBERS, test } from '../../support/fixtures.js';

async function setRole(page: Page, email: string, role: string): Promise<void> {
  await page.getByLabel('Search by name or email').fill(email);
  const select = page.getByRole('main').getByRole('combobox', { name: /^Role: / });
  await expect(select).toHaveCount(1);
  await select.selectOption(role);
  await expect(page.getByText('Member updated').first()).toBeVisible();
}

test.describe('administration', () => {
  test('an administrator opens each screen', async ({ page, open, signIn }) => {
    await signIn(MEMBERS.super);
    await open('/admin/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics dashboard' })).toBeVisible();
    await open('/admin/awards');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage awards' })).toBeVisible();
    await open('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage users' })).toBeVisible();
  });

  test("changing a member's role changes that member's menu", async ({ page, open, signIn, browser, baseURL }) => {
    await signIn(MEMBERS.super);
    await open('/admin/users');
    await setRole(page, MEMBERS.power, 'SUPER_USER');

    const member = await browser.newContext({ baseURL });
    try {
      const login = await member.request.post(`${baseURL}/api/auth/login`, {
        headers: { Origin: baseURL ?? '', 'Content-Type': 'application/json' },
        data: { email: MEMBERS.power, password: 'Starshelf-Member-2026!' },
      });
      expect(login.status()).toBe(200);
      const memberPage = await member.newPage();
      await memberPage.goto('/books');
      await memberPage.getByRole('button', { name: /Account menu/ }).click();
      await expect(memberPage.getByRole('menuitem', { name: 'Manage Users' })).toBeVisible();
    } finally {
      await member.close();
      await setRole(page, MEMBERS.power, 'POWER_USER');
    }
  });

  test('an award link added by an administrator shows on the book and the award page', async ({ page, open, signIn, catalogue }) => {
    const book = await catalogue.firstBook();
    const award = await catalogue.firstAward();
    const category = 'Best Novel (e2e check)';
    await signIn(MEMBERS.super);
    await open('/admin/awards');

    await page.getByLabel('Find a book').fill(book.title);
    await page.getByRole('button', { name: book.title, exact: true }).first().click();
    await page.getByRole('button', { name: 'Add award' }).click();
    const row = page.locator('fieldset').last();
    await row.getByLabel('Award').selectOption({ label: award.name });
    await row.getByLabel('Result').selectOption('winner');
    await row.getByLabel('Category').fill(category);
    await row.getByLabel('Year').fill('2024');
    await page.getByRole('button', { name: "Save the book's awards" }).click();
    await expect(page.getByText("The book's awards were saved").first()).toBeVisible();

    // A page cached before the save may be served once more while it is rendered again (decision
    // 132): the change shows within seconds, so each page is opened again until it does.
    const shows = async (address: string, texts: string[]) =>
      expect(async () => {
        await open(address);
        for (const text of texts) await expect(page.getByRole('main').getByText(text).first()).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 15_000 });
    await shows(`/books/${book.slug ?? book.id}`, [category]);
    await shows(`/awards?id=${award.id}`, [category, book.title]);
  });
});
