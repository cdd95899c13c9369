import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type Page } from '@playwright/test';
import { DEV_EDITOR_PASSWORD } from '../../../scripts/lib/editor-password.js';
import { expect, test } from '../../support/fixtures.js';

// `npm start`'s first editor outside production (scripts/lib/config.ts and editor-password.ts).
const FIRST_EDITOR = { email: 'editor@starshelf.local', password: DEV_EDITOR_PASSWORD };
/** Rows per page of the admin view (cms/src/admin/translation-status/links.ts). */
const VIEW_PAGE_SIZE = 50;

type Report = { items: { id: number; title: string | null; missing: string[] }[]; total: number };

async function editorToken(request: APIRequestContext, baseURL: string): Promise<string> {
  const signedIn = await request.post(`${baseURL}/cms/api/editors/login`, { data: FIRST_EDITOR });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return ((await signedIn.json()) as { token: string }).token;
}

/** Signs in to the admin; the form works once Next has hydrated it, so it is sent until the page leaves. */
async function signInToAdmin(page: Page): Promise<void> {
  await page.goto('/cms/admin/login', { waitUntil: 'networkidle' });
  await expect(async () => {
    await page.getByLabel('Email').fill(FIRST_EDITOR.email);
    await page.getByLabel('Password').fill(FIRST_EDITOR.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).not.toHaveURL(/\/login/, { timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
}

test.describe('the translation status in the admin', () => {
  test('an editor finds a book without its German title, writes it from the linked edit page, and the book leaves the list', async ({ page, baseURL, request }) => {
    const origin = baseURL ?? '';
    const headers = { Authorization: `JWT ${await editorToken(request, origin)}` };
    const title = `Untranslated ${randomBytes(4).toString('hex')}`;
    const created = await request.post(`${origin}/cms/api/books`, { headers, data: { title } });
    expect(created.status(), await created.text()).toBe(201);
    const id = ((await created.json()) as { doc: { id: number } }).doc.id;
    const germanReport = async (): Promise<Report> => {
      const response = await request.get(`${origin}/cms/api/translation-status?collection=books&locale=de&limit=100&page=1`, { headers });
      expect(response.status()).toBe(200);
      const first = (await response.json()) as Report;
      const lastPage = Math.max(1, Math.ceil(first.total / 100));
      if (lastPage === 1) return first;
      return (await (await request.get(`${origin}/cms/api/translation-status?collection=books&locale=de&limit=100&page=${lastPage}`, { headers })).json()) as Report;
    };

    try {
      // Written in English only: its title falls back in German; its synopsis is blank everywhere.
      const report = await germanReport();
      expect(report.items.find((item) => item.id === id)).toEqual({ id, title, missing: ['title'] });

      await signInToAdmin(page);
      await expect(page.getByRole('heading', { name: 'Translation status' })).toBeVisible();
      await expect(page.getByRole('row', { name: /^Books/ })).toBeVisible();

      // The newest documents are on the view's last page.
      const lastPage = Math.max(1, Math.ceil(report.total / VIEW_PAGE_SIZE));
      await page.goto(`/cms/admin/translation-status?collection=books&locale=de&page=${lastPage}`);
      await page.getByRole('link', { name: title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/cms/admin/collections/books/${id}\\?locale=de`));

      await page.locator('#field-title').fill(`${title} (deutsch)`);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect.poll(async () => (await germanReport()).items.some((item) => item.id === id), { timeout: 15_000 }).toBe(false);

      await page.goto(`/cms/admin/translation-status?collection=books&locale=de&page=${lastPage}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Translation status' })).toBeVisible();
      await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0);
    } finally {
      await request.delete(`${origin}/cms/api/books/${id}`, { headers });
    }
  });

  test('an anonymous visitor is sent to the sign-in', async ({ page }) => {
    await page.goto('/cms/admin/translation-status');
    await expect(page).toHaveURL(/\/cms\/admin\/login/);
  });
});
