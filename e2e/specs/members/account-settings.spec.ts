import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures.js';
import { mailInboxUrl, mailLinkFor } from './mail-inbox.js';
import { canSignIn, mutationHeaders, registerVerifiedMember, SECOND_PASSWORD, type NewMember } from './new-member.js';

// The second browser names itself differently, so the list of sessions can tell the two apart.
const OTHER_BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

async function signInContext(context: BrowserContext, baseURL: string, member: NewMember): Promise<void> {
  const response = await context.request.post(`${baseURL}/api/auth/login`, { headers: mutationHeaders(baseURL), data: member });
  expect(response.status(), await response.text()).toBe(200);
}

async function otherBrowser(browser: Browser, baseURL: string, member: NewMember) {
  const context = await browser.newContext({ baseURL, userAgent: OTHER_BROWSER });
  await signInContext(context, baseURL, member);
  const page = await context.newPage();
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  return { context, page };
}

/** Asks for a new address in the settings form, as a member would, and confirms it from the new inbox. */
async function changeAddress(page: Page, baseURL: string, member: NewMember, newEmail: string, inbox: string): Promise<void> {
  const form = page.getByRole('region', { name: 'Change email address' });
  await form.getByLabel('New email address').fill(newEmail);
  await form.getByLabel('Current password').fill(member.password);
  await form.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(form.getByText(/Check your new inbox/)).toBeVisible();
  expect(await canSignIn(baseURL, member.email, member.password)).toBe(true);
  await page.goto(await mailLinkFor(inbox, newEmail, '/confirm-email'));
  await expect(page.getByText(`Your address is now ${newEmail}.`)).toBeVisible();
}

test.describe('a member in the settings', () => {
  let member: NewMember;

  test.beforeEach(async ({ baseURL }) => {
    const inbox = mailInboxUrl();
    test.skip(!inbox, 'E2E_MAIL_URL (the mail catcher of the stack) is not published by the harness');
    member = await registerVerifiedMember(baseURL as string, inbox as string, 'settings');
  });

  test('reaches the settings from the account menu', async ({ page, context, baseURL, open }) => {
    await signInContext(context, baseURL as string, member);
    await open('/books');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  test('changes the password, and the other browser is signed out', async ({ page, context, browser, baseURL, open }) => {
    await signInContext(context, baseURL as string, member);
    const other = await otherBrowser(browser, baseURL as string, member);

    await open('/settings');
    const form = page.getByRole('region', { name: 'Change password' });
    await form.getByLabel('Current password').fill('Not-The-Password-1!');
    await form.getByLabel('New password', { exact: true }).fill(SECOND_PASSWORD);
    await form.getByLabel('Confirm new password').fill(SECOND_PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('This is not your current password.')).toBeVisible();

    await form.getByLabel('Current password').fill(member.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText(/Every other browser signed in to your account has been signed out\./)).toBeVisible();

    await other.page.reload();
    await expect(other.page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
    expect(await canSignIn(baseURL as string, member.email, member.password)).toBe(false);
    expect(await canSignIn(baseURL as string, member.email, SECOND_PASSWORD)).toBe(true);
    await other.context.close();
  });

  test('ends the other session from the list', async ({ page, context, browser, baseURL, open }) => {
    await signInContext(context, baseURL as string, member);
    const other = await otherBrowser(browser, baseURL as string, member);

    await open('/settings');
    const sessions = page.getByRole('region', { name: 'Signed-in browsers' });
    await expect(sessions.getByTestId('session').first()).toContainText('This browser');
    await sessions.getByRole('button', { name: 'Sign out Firefox on Windows' }).click();
    await expect(sessions.getByText('The browser has been signed out.')).toBeVisible();
    await expect(sessions.getByText('Firefox on Windows')).toHaveCount(0);

    await other.page.reload();
    await expect(other.page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
    await other.context.close();
  });

  test('changes the address, which moves only when the new link is used', async ({ page, context, baseURL, open }) => {
    const inbox = mailInboxUrl() as string;
    await signInContext(context, baseURL as string, member);
    const newEmail = member.email.replace('@', '-moved@');

    await open('/settings');
    await changeAddress(page, baseURL as string, member, newEmail, inbox);
    expect(await canSignIn(baseURL as string, newEmail, member.password)).toBe(true);
    expect(await canSignIn(baseURL as string, member.email, member.password)).toBe(false);
  });

  test('undoes a confirmed change from the old inbox: the address comes back and every browser is signed out', async ({ page, context, browser, baseURL, open }) => {
    const inbox = mailInboxUrl() as string;
    const other = await otherBrowser(browser, baseURL as string, member);
    await signInContext(context, baseURL as string, member);
    const newEmail = member.email.replace('@', '-taken@');
    await open('/settings');
    await changeAddress(page, baseURL as string, member, newEmail, inbox);
    // Confirming ended the member's other browser.
    await other.page.reload();
    await expect(other.page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
    await other.context.close();

    await page.goto(await mailLinkFor(inbox, member.email, '/undo-email-change'));
    await expect(page).toHaveURL(/\/undo-email-change$/);
    await page.getByRole('button', { name: 'Undo the change' }).click();
    await expect(page.getByText(`Your account is back on ${member.email}. Every browser has been signed out.`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Choose a new password' })).toBeVisible();
    expect(await canSignIn(baseURL as string, member.email, member.password)).toBe(false);
    expect(await canSignIn(baseURL as string, newEmail, member.password)).toBe(false);
  });

  test('exports the data as one JSON download', async ({ page, context, baseURL, open }) => {
    await signInContext(context, baseURL as string, member);
    await open('/settings');
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download my data' }).click();
    const download = await downloading;
    const text = await readFile(await download.path(), 'utf8');
    expect(() => JSON.parse(text) as unknown).not.toThrow();
    expect(text).toContain(member.email);
  });

  test('deletes the account after naming what goes', async ({ page, context, baseURL, open }) => {
    await signInContext(context, baseURL as string, member);
    await open('/settings');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    for (const item of ['your ratings', 'your reviews', 'your reading list', 'your newsletter subscription', 'every signed-in browser']) {
      await expect(dialog.getByText(item, { exact: true })).toBeVisible();
    }
    await dialog.getByLabel(/Current password/).fill(member.password);
    await dialog.getByRole('button', { name: 'Delete account for good' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Your account has been deleted.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
    expect(await canSignIn(baseURL as string, member.email, member.password)).toBe(false);
  });
});
