import { randomBytes } from 'node:crypto';
import { expect, test } from '../../support/fixtures.js';
import { editorToken, signInToAdmin } from '../../support/editor-admin.js';

/** Rows per page of the admin view (cms/src/admin/translation-status/links.ts). */
const VIEW_PAGE_SIZE = 50;

type Report = { items: { id: number; title: string | null; missing: string[] }[]; total: number };

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

      // Readers see what is published: the German title counts once it is published, not as a draft.
      await page.locator('#field-title').fill(`${title} (deutsch)`);
      await page.getByRole('button', { name: 'Publish changes' }).click();
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
