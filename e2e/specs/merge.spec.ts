// An editor merges a duplicate book in the admin and undoes it (docs/rules.md §4, decision 122):
// the duplicate's public page answers with the survivor (301) after the merge and is back after the undo.
import { randomBytes } from 'node:crypto';
import { expect, test } from '../support/fixtures.js';
import { editorToken, signInToAdmin } from '../support/editor-admin.js';

test.describe('merging a duplicate in the admin', () => {
  test('an editor merges a duplicate book, its page answers with the survivor, and the undo brings it back', async ({ page, baseURL, request }) => {
    const origin = baseURL ?? '';
    const headers = { Authorization: `JWT ${await editorToken(request, origin)}` };
    const title = `Twice Entered ${randomBytes(4).toString('hex')}`;
    const create = async (publicationYear: number) => {
      const created = await request.post(`${origin}/cms/api/books`, { headers, data: { title, publicationYear } });
      expect(created.status(), await created.text()).toBe(201);
      return ((await created.json()) as { doc: { id: number; slug: string } }).doc;
    };
    const survivor = await create(1999);
    const duplicate = await create(2001);
    const duplicatePage = `/books/${duplicate.slug}-${duplicate.id}`;
    const survivorPage = `/books/${survivor.slug}-${survivor.id}`;
    const statusOf = async (path: string) => (await request.get(`${origin}${path}`, { maxRedirects: 0 })).status();

    try {
      await expect.poll(() => statusOf(duplicatePage), { timeout: 15_000 }).toBe(200);

      await signInToAdmin(page);
      await page.goto(`/cms/admin/collections/books/${duplicate.id}?locale=en`);
      await page.getByRole('link', { name: 'Merge into…' }).click();
      await expect(page).toHaveURL(new RegExp(`/cms/admin/merge\\?collection=books&from=${duplicate.id}`));
      // The view proposes the other book of the same title.
      await page.getByRole('link', { name: new RegExp(`#${survivor.id}`) }).click();
      await expect(page.getByRole('heading', { name: 'What will move to the survivor' })).toBeVisible();
      await expect(page.locator('tr[data-differs="true"]', { hasText: 'Publication Year' })).toContainText('2001');

      await page.getByRole('button', { name: 'Merge', exact: true }).click();
      const result = page.locator('.merge__result');
      await expect(result).toContainText('Merged.');
      await expect(result).toContainText(survivorPage);

      // The duplicate's page sends readers to the survivor.
      await expect.poll(() => statusOf(duplicatePage), { timeout: 15_000 }).toBe(301);
      const moved = await request.get(`${origin}${duplicatePage}`, { maxRedirects: 0 });
      expect(moved.headers().location).toBe(survivorPage);
      const reader = await page.context().newPage();
      await reader.goto(duplicatePage);
      await expect(reader).toHaveURL(new RegExp(`${survivorPage}$`));
      await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();

      await result.getByRole('button', { name: 'Undo' }).click();
      await expect(result.getByText(/^Undone/)).toBeVisible();

      await expect.poll(() => statusOf(duplicatePage), { timeout: 15_000 }).toBe(200);
      await reader.goto(duplicatePage);
      await expect(reader).toHaveURL(new RegExp(`${duplicatePage}$`));
      await reader.close();
    } finally {
      for (const id of [duplicate.id, survivor.id]) await request.delete(`${origin}/cms/api/books/${id}`, { headers });
    }
  });
});
