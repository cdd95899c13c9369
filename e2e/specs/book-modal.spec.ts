import { expect, test } from '../support/fixtures.js';
import { bookOpeners } from '../support/book-cards.js';

test.describe('the book modal', () => {
  test('opens from a book card with the book, its facts and ratings, and closes with Escape', async ({ page, open }) => {
    await open('/books');
    const card = bookOpeners(page.getByRole('main')).first();
    const title = (await card.locator('xpath=ancestor::article[1]').getByRole('heading', { level: 3 }).textContent()) ?? '';
    expect(title).not.toBe('');
    await card.click();

    // Headless UI's dialog element is a zero-size wrapper around fixed layers: assert on its content.
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect(dialog.getByText('Publisher', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Pages', { exact: true })).toBeVisible();
    // The list stays where it was underneath: the modal is not a navigation.
    await expect(page).toHaveURL(/\/books$/);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('closes with its close button and can be reopened on another card', async ({ page, open }) => {
    await open('/books');
    const cards = bookOpeners(page.getByRole('main'));
    await cards.nth(0).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const second = (await cards.nth(1).locator('xpath=ancestor::article[1]').getByRole('heading', { level: 3 }).textContent()) ?? '';
    await cards.nth(1).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: second, exact: true })).toBeVisible();
  });
});
