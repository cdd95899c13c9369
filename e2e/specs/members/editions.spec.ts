import type { Page } from '@playwright/test';
import { expect, MEMBERS, test } from '../../support/fixtures.js';

const rows = (page: Page) => page.getByTestId('edition-row');
const row = (page: Page, title: string) => rows(page).filter({ hasText: title });

test.describe('the edition manager (SUPER_USER)', () => {
  test('creates an edition, makes it primary, cannot delete the primary and deletes the other', async ({ page, open, signIn, catalogue }) => {
    await signIn(MEMBERS.super);
    // Confirmations (make primary, delete) are browser dialogs of docs/rules.md §8: accept them all.
    page.on('dialog', (dialog) => void dialog.accept());
    const book = await catalogue.firstBook();
    await open(`/books/edit/${book.slug ?? book.id}`);
    const panel = page.getByRole('region', { name: 'Editionen verwalten' });
    await expect(panel.getByRole('status')).toHaveCount(0);

    const createEdition = async (title: string) => {
      await panel.getByRole('button', { name: '+ Neue Edition' }).click();
      await panel.getByLabel('Titel').fill(title);
      await panel.getByLabel('Sprachcode').selectOption('it');
      await expect(panel.getByLabel('Sprachname')).toHaveValue('Italiano');
      await panel.getByLabel('Publikationsjahr').fill('1999');
      await panel.getByRole('button', { name: 'Anlegen' }).click();
      await expect(row(page, title)).toBeVisible();
    };

    // A book without a primary edition gets one first, so "the former primary" exists.
    const primaryBadge = panel.getByText('Hauptedition', { exact: true });
    if ((await primaryBadge.count()) === 0) {
      const base = `E2E Basis ${Date.now()}`;
      await createEdition(base);
      await row(page, base).getByRole('button', { name: 'Als Hauptedition festlegen' }).click();
      await expect(row(page, base).getByText('Hauptedition', { exact: true })).toBeVisible();
    }
    const former = rows(page).filter({ has: page.getByText('Hauptedition', { exact: true }) });
    const formerTitle = (await former.locator('p').first().innerText()).replace('Hauptedition', '').trim();

    const title = `E2E Ausgabe ${Date.now()}`;
    await createEdition(title);
    await row(page, title).getByRole('button', { name: 'Als Hauptedition festlegen' }).click();
    await expect(row(page, title).getByText('Hauptedition', { exact: true })).toBeVisible();
    await expect(row(page, formerTitle).getByText('Hauptedition', { exact: true })).toHaveCount(0);
    await expect(row(page, title).getByRole('button', { name: 'Löschen' })).toHaveCount(0);
    await expect(row(page, title).getByText('Die Hauptedition kann nicht gelöscht werden.')).toBeVisible();

    // Give the mark back, so the seeded book keeps its primary edition, then delete the other one.
    await row(page, formerTitle).getByRole('button', { name: 'Als Hauptedition festlegen' }).click();
    await expect(row(page, formerTitle).getByText('Hauptedition', { exact: true })).toBeVisible();
    await row(page, title).getByRole('button', { name: 'Löschen' }).click();
    await expect(row(page, title)).toHaveCount(0);
  });
});
