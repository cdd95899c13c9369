// The Payload admin as the first editor `npm start` creates outside production
// (scripts/lib/config.ts and scripts/lib/editor-password.ts): a REST token and a signed-in page.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { DEV_EDITOR_PASSWORD } from '../../scripts/lib/editor-password.js';

export const FIRST_EDITOR = { email: 'editor@starshelf.local', password: DEV_EDITOR_PASSWORD };

/** The first editor's token for `Authorization: JWT <token>` on /cms/api. */
export async function editorToken(request: APIRequestContext, baseURL: string): Promise<string> {
  const signedIn = await request.post(`${baseURL}/cms/api/editors/login`, { data: FIRST_EDITOR });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return ((await signedIn.json()) as { token: string }).token;
}

/** Signs in to the admin; the form works once Next has hydrated it, so it is sent until the page leaves. */
export async function signInToAdmin(page: Page): Promise<void> {
  await page.goto('/cms/admin/login', { waitUntil: 'networkidle' });
  await expect(async () => {
    await page.getByLabel('Email').fill(FIRST_EDITOR.email);
    await page.getByLabel('Password').fill(FIRST_EDITOR.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).not.toHaveURL(/\/login/, { timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
}
