import { randomBytes } from 'node:crypto';
import { editorToken, signInToAdmin } from '../support/editor-admin.js';
import { expect, test } from '../support/fixtures.js';

test.describe("a synopsis in the admin's rich-text editor", () => {
  test('an editor adds bold words and a list to a synopsis, saves, and the book page shows them', async ({ page, baseURL, request }) => {
    // Signing in to the admin, its first render and the page's refresh take their time on a busy machine.
    test.setTimeout(180_000);
    const origin = baseURL ?? '';
    const headers = { Authorization: `JWT ${await editorToken(request, origin)}` };
    const title = `Rich Text ${randomBytes(4).toString('hex')}`;
    const created = await request.post(`${origin}/cms/api/books`, { headers, data: { title, description: 'A *quiet* synopsis.' } });
    expect(created.status(), await created.text()).toBe(201);
    const { id, slug } = ((await created.json()) as { doc: { id: number; slug: string } }).doc;

    try {
      await signInToAdmin(page);
      // The admin keeps an editor's content locale between visits: the English text is edited here.
      await page.goto(`/cms/admin/collections/books/${id}?locale=en`, { waitUntil: 'networkidle' });
      // The stored markdown arrives in the editor as formatted text, not as asterisks; the editor
      // takes keys once the form has loaded (contenteditable turns true).
      const editor = page.locator('[data-lexical-editor="true"][contenteditable="true"]').first();
      await expect(editor.locator('em', { hasText: 'quiet' })).toBeVisible({ timeout: 30_000 });

      await editor.getByText('synopsis.').click();
      await page.keyboard.press('End');
      await page.keyboard.type(' It has ');
      await expect(editor).toContainText('It has');
      await page.keyboard.press('ControlOrMeta+b');
      await page.keyboard.type('bold words');
      await page.keyboard.press('ControlOrMeta+b');
      await page.keyboard.type('.');
      await page.keyboard.press('Enter');
      // The editor's markdown shortcut: "- " starts a bulleted list.
      await page.keyboard.type('- first point');
      await page.keyboard.press('Enter');
      await page.keyboard.type('second point');
      await expect(editor.locator('ul li')).toHaveCount(2);
      await expect(editor.locator('ul li').nth(1)).toHaveText('second point');
      // The editor hands its state to the form debounced; a save right after the last key would
      // send the text without its last letters.
      await page.waitForTimeout(1_500);

      // Books have drafts (decision 123): the edit reaches readers once it is published.
      await page.getByRole('button', { name: 'Publish changes' }).click();
      await expect(page.getByText(/successfully/i).first()).toBeVisible();

      // What the public side reads is the markdown the editor's state was saved as.
      const stored = await request.get(`${origin}/cms/api/books/${id}?locale=en&depth=0`, { headers });
      expect(((await stored.json()) as { description: string }).description).toBe(
        'A *quiet* synopsis. It has **bold words**.\n\n- first point\n- second point',
      );

      await expect(async () => {
        await page.goto(`/books/${slug}`);
        const main = page.getByRole('main');
        await expect(main.locator('strong', { hasText: 'bold words' })).toBeVisible({ timeout: 3_000 });
        await expect(main.locator('ul li', { hasText: 'first point' })).toBeVisible({ timeout: 3_000 });
        await expect(main.locator('ul li', { hasText: 'second point' })).toBeVisible({ timeout: 3_000 });
        await expect(main.locator('em', { hasText: 'quiet' })).toBeVisible({ timeout: 3_000 });
      }).toPass({ timeout: 30_000 });
    } finally {
      await request.delete(`${origin}/cms/api/books/${id}`, { headers });
    }
  });
});
