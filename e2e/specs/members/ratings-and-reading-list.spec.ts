import { expect, MEMBERS, test } from '../../support/fixtures.js';

test.describe('a member rates, reviews and keeps a reading list', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn(MEMBERS.power);
  });

  test('rates and reviews a book on its reviews tab', async ({ page, open, catalogue }) => {
    const book = await catalogue.firstBook();
    await open(`/books/${book.slug ?? book.id}?tab=reviews`);
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Your rating and review' }) });
    await form.getByRole('radio', { name: '4 stars' }).click();
    const text = `Worth rereading (${Date.now()})`;
    await form.getByLabel('Review (optional)').fill(text);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Your rating has been saved.')).toBeVisible();
    await expect(page.getByText(text).last()).toBeVisible();
  });

  test('rates and reviews an author, and a review without a rating is refused', async ({ page, open, catalogue }) => {
    const author = await catalogue.firstAuthor();
    await open(`/authors/${author.slug ?? author.id}`);
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Your rating and review' }) });
    await form.getByLabel('Review (optional)').fill('A voice of its own');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('Please choose a rating before submitting a review.')).toBeVisible();
    await form.getByRole('radio', { name: '5 stars' }).click();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Your rating has been saved.')).toBeVisible();
  });

  test('adds a book to the list, changes its status and filters it out with "Not in my list"', async ({ page, open, catalogue, baseURL }) => {
    const book = await catalogue.firstBook();
    // Start from a known state: the book is not on this member's list.
    await page.context().request.delete(`${baseURL}/api/reading-list/${book.id}`, { headers: { Origin: baseURL ?? '' } });

    await open(`/books/${book.slug ?? book.id}`);
    await page.getByRole('main').getByRole('button', { name: '+ Add to reading list' }).first().click();
    await expect(page.getByText('The book is on your reading list.')).toBeVisible();
    const status = page.getByRole('main').getByLabel('Reading status').first();
    await expect(status).toHaveValue('to_read');
    await status.selectOption('reading');
    await expect(page.getByText('Reading status updated')).toBeVisible();

    await open('/profile?tab=reading');
    await expect(page.getByRole('heading', { name: /Reading \(\d+\)/ })).toBeVisible();
    await expect(page.getByText(book.title).first()).toBeVisible();

    await open('/books?sort=rating');
    await expect(page.getByRole('main').getByRole('link', { name: book.title, exact: true }).first()).toBeVisible();
    await page.getByLabel('Reading list').selectOption('not_in_list');
    await expect(page).toHaveURL(/status=not_in_list/);
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: book.title, exact: true })).toHaveCount(0);
  });
});
