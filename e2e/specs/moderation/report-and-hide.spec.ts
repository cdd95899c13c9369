import { eraseAccounts, signedInApi } from '../../support/admin-api.js';
import { DEV_MEMBER_PASSWORD, expect, MEMBERS, test } from '../../support/fixtures.js';
import { canWriteMembers, createMembers } from '../../support/members-in-bulk.js';

test.describe('a reported review is hidden by an administrator', () => {
  test('a member reports it, the queue shows it, the administrator hides it, the page no longer shows it and its author sees why', async ({ page, browser, baseURL, catalogue, signIn, open }) => {
    test.skip(!canWriteMembers(), 'E2E_DATABASE_URL (the stack database of this run) is not published by the harness');
    const origin = baseURL ?? '';
    const book = await catalogue.firstBook();
    const bookPage = `/books/${book.slug ?? book.id}?tab=reviews`;
    const label = `e2e-report-${Date.now().toString(36)}`;
    const text = `Buy followers cheap at spam.example (${label})`;
    const [author] = await createMembers(`${label}-author`, 1, { bookId: book.id, text, rating: 1 });
    const [reporter] = await createMembers(`${label}-reader`, 1);
    if (!author || !reporter) throw new Error('members not created');
    const shownText = `${text} (${author.email})`;
    try {
      // The reader reports the review from the book page.
      await signIn(reporter.email, DEV_MEMBER_PASSWORD);
      await open(bookPage);
      const review = page.getByRole('listitem').filter({ hasText: shownText });
      await expect(review).toBeVisible();
      await review.getByRole('button', { name: `Report the review by ${author.displayName}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Report this review' });
      await dialog.getByRole('radio', { name: 'Spam' }).check();
      await dialog.getByLabel('Note (optional)').fill('An advertisement, not a review.');
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await expect(page.getByRole('dialog').getByText('Your report was sent.', { exact: false })).toBeVisible();
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      // A second report of the same review is answered 409: the dialog says it is already waiting.
      await review.getByRole('button', { name: `Report the review by ${author.displayName}` }).click();
      await page.getByRole('dialog').getByRole('radio', { name: 'Spam' }).check();
      await page.getByRole('dialog').getByRole('button', { name: 'Send report' }).click();
      await expect(page.getByRole('dialog', { name: 'Already reported' }).getByText('You have already reported this review.', { exact: false })).toBeVisible();
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      // No report action on one's own review: the author's page has none on this text.
      const authorContext = await browser.newContext({ baseURL: origin });
      try {
        const authorApi = await signedInApi(origin, author.email);
        await authorContext.addCookies((await authorApi.storageState()).cookies);
        await authorApi.dispose();
        const authorPage = await authorContext.newPage();
        await authorPage.goto(bookPage);
        await expect(authorPage.getByRole('listitem').filter({ hasText: shownText })).toBeVisible();
        // The rating form shows once the page knows its reader is signed in.
        await expect(authorPage.getByRole('heading', { name: 'Your rating and review' })).toBeVisible();
        await expect(authorPage.getByRole('button', { name: `Report the review by ${author.displayName}` })).toHaveCount(0);

        // The administrator finds it in the queue and hides it with a reason.
        const adminContext = await browser.newContext({ baseURL: origin });
        try {
          const adminApi = await signedInApi(origin, MEMBERS.super);
          await adminContext.addCookies((await adminApi.storageState()).cookies);
          await adminApi.dispose();
          const adminPage = await adminContext.newPage();
          await adminPage.goto('/admin/moderation');
          await expect(adminPage.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
          const card = adminPage.getByRole('article', { name: `Reported review by ${author.displayName}` });
          await expect(card).toContainText(shownText);
          await expect(card).toContainText('1 report');
          await expect(card).toContainText('Spam × 1');
          await expect(card).toContainText('An advertisement, not a review.');
          await card.getByRole('button', { name: 'Hide' }).click();
          const hideDialog = adminPage.getByRole('dialog');
          await hideDialog.getByLabel('Reason').fill('Advertising');
          await hideDialog.getByRole('button', { name: 'Hide review' }).click();
          await expect(adminPage.getByText('Review hidden').first()).toBeVisible();
          await expect(card).toHaveCount(0);
        } finally {
          await adminContext.close();
        }

        // The public page no longer shows the text, neither in the browser nor in the page the server sends.
        await page.context().clearCookies();
        await open(bookPage);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByText(text, { exact: false })).toHaveCount(0);
        const html = await (await page.context().request.get(`${origin}${bookPage}`)).text();
        expect(html).not.toContain(text);

        // Its author still reads it, marked hidden with the reason: beside the rating form and on the profile.
        await authorPage.goto(bookPage);
        const form = authorPage.locator('form', { has: authorPage.getByRole('heading', { name: 'Your rating and review' }) });
        await expect(form.getByRole('note')).toContainText('Reason: Advertising');
        await authorPage.goto('/profile?tab=reviews');
        const own = authorPage.getByRole('listitem').filter({ hasText: shownText });
        await expect(own).toBeVisible();
        await expect(own.getByRole('note')).toContainText('Hidden by an administrator');
        await expect(own.getByRole('note')).toContainText('Reason: Advertising');
      } finally {
        await authorContext.close();
      }
    } finally {
      await eraseAccounts(origin, [author.id, reporter.id]);
    }
  });
});
