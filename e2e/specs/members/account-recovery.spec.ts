import { expect, test } from '../../support/fixtures.js';
import { mailInboxUrl, mailLinkFor } from './mail-inbox.js';
import { canSignIn, registerVerifiedMember, SECOND_PASSWORD } from './new-member.js';

const SENT = /If an account exists for .+, we sent a link to it\./;

test.describe('a member who forgot the password', () => {
  test('asks for a link, reads the mail, chooses a new password and is signed in', async ({ page, baseURL }) => {
    const inbox = mailInboxUrl();
    test.skip(!inbox, 'E2E_MAIL_URL (the mail catcher of the stack) is not published by the harness');
    const member = await registerVerifiedMember(baseURL as string, inbox as string, 'recovery');

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    // The address changes at once; the form follows when the page's code has arrived.
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByText(SENT)).toBeVisible();

    const link = await mailLinkFor(inbox as string, member.email, '/reset-password');
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill(SECOND_PASSWORD);
    await expect(page.getByTestId('password-strength')).toBeVisible();
    await page.getByLabel('Confirm new password').fill(SECOND_PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();

    await expect(page).toHaveURL(/\/profile/);
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Test recovery' })).toBeVisible();
    expect(await canSignIn(baseURL as string, member.email, member.password)).toBe(false);
    expect(await canSignIn(baseURL as string, member.email, SECOND_PASSWORD)).toBe(true);

    // The same link again, in the browser now signed in: it asks first, then the used link is refused.
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Switch account?' })).toBeVisible();
    await page.getByRole('button', { name: "Continue and sign in as the link's account" }).click();
    await page.getByLabel('New password', { exact: true }).fill('Another-Orbit-2028!');
    await page.getByLabel('Confirm new password').fill('Another-Orbit-2028!');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText(/This link (is invalid|has expired)\./)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
  });

  test('gets the same answer for an address without an account', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(`nobody-${Date.now()}@starshelf.test`);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByText(SENT)).toBeVisible();
  });

  test('is offered a new link when the reset link is forged', async ({ page }) => {
    await page.goto('/reset-password?token=forged-token');
    await page.getByLabel('New password', { exact: true }).fill(SECOND_PASSWORD);
    await page.getByLabel('Confirm new password').fill(SECOND_PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('This link is invalid.')).toBeVisible();
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });
});
