import { randomBytes } from 'node:crypto';
import { type APIRequestContext } from '@playwright/test';
import { editorToken, signInToAdmin } from '../support/editor-admin.js';
import { expect, test } from '../support/fixtures.js';

/** The title the public page of the book shows, read the way a visitor gets it (no cookies). */
async function publicTitle(request: APIRequestContext, origin: string, path: string): Promise<string> {
  const response = await request.get(`${origin}${path}`, { headers: { Cookie: '' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  return /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '').trim() ?? '';
}

// docs/rules.md §4, decision 123: drafts, versions, preview and scheduled publishing in the admin,
// each seen on the book's public page.
test.describe('drafts and versions in the admin', () => {
  test.setTimeout(180_000);

  test('an editor drafts, previews, compares, restores, schedules and publishes a book', async ({ page, baseURL, request, context }) => {
    const origin = baseURL ?? '';
    const headers = { Authorization: `JWT ${await editorToken(request, origin)}` };
    const tag = randomBytes(3).toString('hex');
    const original = `Drafted Book ${tag}`;
    const created = await request.post(`${origin}/cms/api/books`, { headers, data: { title: original, _status: 'published' } });
    expect(created.status(), await created.text()).toBe(201);
    const { id, slug } = ((await created.json()) as { doc: { id: number; slug: string } }).doc;
    const pagePath = `/books/${slug}-${id}`;
    const draftTitle = async (bookId: number) =>
      ((await (await request.get(`${origin}/cms/api/books/${bookId}?draft=true&depth=0`, { headers })).json()) as { title: string }).title;
    expect(await publicTitle(request, origin, pagePath)).toBe(original);

    try {
      await signInToAdmin(page);
      // The admin keeps an editor's content locale between visits: the English text is edited here.
      await page.goto(`/cms/admin/collections/books/${id}?locale=en`);
      const title = page.getByLabel('Title', { exact: false }).first();

      // A draft: the public page keeps the published title.
      const drafted = `${original} (draft)`;
      await title.fill(drafted);
      // Autosave keeps the draft (no save button with autosave on).
      await expect.poll(() => draftTitle(id), { timeout: 20_000 }).toBe(drafted);
      expect(await publicTitle(request, origin, pagePath)).toBe(original);

      // The preview opens the real page with the draft, in a new tab, noindex.
      const [preview] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Preview on the site' }).click()]);
      await preview.waitForURL(/preview=/);
      await expect(preview.getByRole('heading', { level: 1 }).first()).toContainText(drafted);
      await expect(preview.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
      await preview.close();
      expect(await publicTitle(request, origin, pagePath)).toBe(original);

      // Publish: the page shows the new title.
      await page.getByRole('button', { name: /^Publish/ }).first().click();
      await expect.poll(() => publicTitle(request, origin, pagePath), { timeout: 10_000 }).toBe(drafted);

      // Compare two versions, then restore the first: the page shows the original title again.
      await page.goto(`/cms/admin/collections/books/${id}/versions?locale=en`);
      const rows = page.getByRole('main').locator('tbody tr');
      await expect(rows).not.toHaveCount(0);
      await expect(rows.nth(1)).toBeVisible();
      await rows.last().getByRole('link').first().click();
      await expect(page.getByRole('main').getByText(original, { exact: true }).first()).toBeVisible();
      // Compared against the newest version: both titles side by side.
      await page.getByText('Select a version to compare').click();
      await page.getByRole('option').first().click();
      await expect(page.getByRole('main').getByText(drafted, { exact: true }).first()).toBeVisible();
      await page.getByRole('button', { name: /Restore/ }).first().click();
      await page.getByRole('button', { name: /Confirm/ }).click();
      await expect.poll(() => publicTitle(request, origin, pagePath), { timeout: 10_000 }).toBe(original);

      // Schedule: a draft set to publish a minute ahead; the page changes only then.
      await page.goto(`/cms/admin/collections/books/${id}?locale=en`);
      const scheduled = `${original} (scheduled)`;
      await page.getByLabel('Title', { exact: false }).first().fill(scheduled);
      await expect.poll(() => draftTitle(id), { timeout: 20_000 }).toBe(scheduled);
      await page.getByRole('button', { name: 'Publish changes' }).locator('xpath=following-sibling::*[1]').click();
      await page.getByRole('button', { name: 'Schedule Publish' }).click();
      const drawer = page.getByRole('dialog');
      const at = new Date(Date.now() + 70_000);
      at.setSeconds(0, 0);
      // Typed in the picker's own format ("Dec 5, 2026 7:05 PM"); its list offers every fifth minute only.
      const month = at.toLocaleString('en-US', { month: 'short' });
      const time = at.toLocaleString('en-US', { hour: 'numeric', minute: '2-digit' });
      const picker = drawer.locator('.react-datepicker__input-container input').first();
      await picker.fill(`${month} ${at.getDate()}, ${at.getFullYear()} ${time}`);
      await picker.press('Enter');
      await drawer.getByRole('button', { name: 'Save' }).click();
      expect(await publicTitle(request, origin, pagePath)).toBe(original);
      await expect.poll(() => publicTitle(request, origin, pagePath), { timeout: 100_000, intervals: [1_000] }).toBe(scheduled);
      expect(Date.now() - at.getTime()).toBeLessThan(5_000);
    } finally {
      await request.delete(`${origin}/cms/api/books/${id}`, { headers });
    }
  });
});
