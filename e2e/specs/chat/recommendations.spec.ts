import { expect, MEMBERS, test } from '../../support/fixtures.js';
import { bookOpeners } from '../../support/book-cards.js';

test.describe('the recommendation chatbot', () => {
  test('a golden member asks for a recommendation, reads the streamed answer and opens a recommended book', async ({ page, open, signIn }) => {
    await signIn(MEMBERS.golden);
    await open('/');
    const chat = page.locator('section#chat');
    await expect(chat.getByText('Offline recommender')).toBeVisible();

    await chat.getByLabel('Your message').fill('Something like Dune');
    await chat.getByRole('button', { name: 'Send' }).click();

    const cards = bookOpeners(chat);
    await expect(cards.first()).toBeVisible({ timeout: 20_000 });
    const answer = chat.getByRole('list', { name: 'Ask the Starshelf recommender' });
    await expect(answer).toContainText('Dune');
    await expect(chat.getByText(/1 of \d+ messages today/)).toBeVisible();

    const title = (await cards.first().textContent()) ?? '';
    expect(title).not.toBe('Dune');
    await cards.first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { level: 2, name: title }).or(dialog.getByRole('heading', { name: title })).first()).toBeVisible();
  });

  test('an anonymous visitor is invited to sign in instead', async ({ page, open }) => {
    await open('/');
    await expect(page.locator('section#chat').getByText('Sign in to get personal recommendations from our chatbot.')).toBeVisible();
  });
});
