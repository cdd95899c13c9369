import { expect, test } from '../../support/fixtures.js';
import { mailInboxUrl, verificationLinkFor } from './mail-inbox.js';

const PASSWORD = 'Orbit-Lantern-2026!';

test.describe('a new member', () => {
  test('registers, reads the mail, verifies the address and signs in again', async ({ page }) => {
    const inbox = mailInboxUrl();
    test.skip(!inbox, 'E2E_MAIL_URL (the mail catcher of the stack) is not published by the harness');
    const email = `e2e-${Date.now()}@starshelf.test`;

    await page.goto('/register');
    await page.getByLabel('First name').fill('Test');
    await page.getByLabel('Last name').fill('Reader');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await expect(page.getByText('Strength: Strong')).toBeVisible();
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('heading', { name: 'Check your mail' })).toBeVisible();

    await page.goto(await verificationLinkFor(inbox as string, email));
    await expect(page).toHaveURL(/\/profile/);
    await expect(page.getByRole('heading', { level: 1, name: 'Test Reader' })).toBeVisible();

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();

    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  });

  test('is told to enter a valid email address and a password', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Please enter your password.')).toBeVisible();
  });
});
