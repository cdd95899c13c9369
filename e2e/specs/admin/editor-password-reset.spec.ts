import { randomBytes } from 'node:crypto';
import { DEV_EDITOR_PASSWORD } from '../../../scripts/lib/editor-password.js';
import { expect, test } from '../../support/fixtures.js';
import { linkInMailTo, mailInboxUrl } from '../members/mail-inbox.js';

// `npm start`'s first editor outside production (scripts/lib/config.ts and editor-password.ts).
const FIRST_EDITOR = { email: 'editor@starshelf.local', password: DEV_EDITOR_PASSWORD };
const NEW_PASSWORD = 'Reset-By-Mail-2026!';

test.describe("an editor's forgotten password", () => {
  test("Payload's reset mail reaches the mail catcher and its link sets a new password", async ({ page, baseURL, request }) => {
    const inbox = mailInboxUrl();
    test.skip(!inbox, 'E2E_MAIL_URL (the mail catcher of the stack) is not published by the harness');

    // An editor of this test's own, so the first editor's password stays what other specs expect.
    const signedIn = await request.post(`${baseURL}/cms/api/editors/login`, { data: FIRST_EDITOR });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    const { token } = (await signedIn.json()) as { token: string };
    const email = `reset-${randomBytes(4).toString('hex')}@starshelf.test`;
    const created = await request.post(`${baseURL}/cms/api/editors`, {
      headers: { Authorization: `JWT ${token}` },
      data: { email, password: 'Before-Reset-2026!', name: 'Forgetful Editor' },
    });
    expect(created.status(), await created.text()).toBe(201);

    const forgot = await request.post(`${baseURL}/cms/api/editors/forgot-password`, { data: { email } });
    expect(forgot.status(), await forgot.text()).toBe(200);

    // The link is on the public address, under the admin's /cms base path.
    const link = await linkInMailTo(inbox as string, email, /https?:\/\/[^\s"'<>]*\/cms\/admin\/reset\/[A-Za-z0-9]+/, "Payload's reset mail");
    expect(link.origin).toBe(new URL(baseURL ?? '').origin);

    await page.goto(link.pathname, { waitUntil: 'networkidle' });
    // The admin's form works once Next has hydrated it; a click before that is lost (seen once in
    // CI), so the form is filled and sent again until the page leaves the reset link.
    await expect(async () => {
      await page.getByLabel('New Password').fill(NEW_PASSWORD);
      await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(page).not.toHaveURL(/\/reset\//, { timeout: 5_000 });
    }).toPass({ timeout: 45_000 });

    // The new password signs in to the admin; the old one no longer does.
    const fresh = await page.context().browser()!.newContext({ baseURL });
    try {
      const admin = await fresh.newPage();
      await admin.goto('/cms/admin/login');
      await admin.getByLabel('Email').fill(email);
      await admin.getByLabel('Password').fill(NEW_PASSWORD);
      await admin.getByRole('button', { name: 'Login' }).click();
      await expect(admin.getByRole('link', { name: /Books/ }).first()).toBeVisible();
    } finally {
      await fresh.close();
    }
    const oldPassword = await request.post(`${baseURL}/cms/api/editors/login`, { data: { email, password: 'Before-Reset-2026!' } });
    expect(oldPassword.status()).toBe(401);
  });
});
