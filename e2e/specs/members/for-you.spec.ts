// The home page's "For you" row (docs/api.md "Recommendations"): a signed-in member sees picks with
// their reasons; an anonymous reader sees no row and sends no call. Which heading the member gets
// depends on whether they have rated anything yet, so it is read from the answer the page received.
import { z } from 'zod';
import { expect, MEMBERS, test } from '../../support/fixtures.js';

const isRecommendationsCall = (url: string) => new URL(url).pathname === '/api/recommendations';
const recommendationsAnswer = z.object({
  data: z.object({
    basis: z.enum(['personal', 'popular']),
    items: z.array(z.object({ book: z.object({ id: z.number(), title: z.string() }), reason: z.string() })),
  }),
});
const HEADINGS = { personal: 'For you', popular: 'Popular picks to start with' } as const;

test.describe('the "For you" row on the home page', () => {
  test('a signed-in member sees picks, each with its reason', async ({ page, open, signIn }) => {
    await signIn(MEMBERS.normal);
    const answered = page.waitForResponse((response) => isRecommendationsCall(response.url()));
    await open('/');
    const response = await answered;
    expect(response.status(), await response.text()).toBe(200);
    const { basis, items } = recommendationsAnswer.parse(await response.json()).data;
    expect(items.length, 'the member should get picks, popular ones at least').toBeGreaterThan(0);

    const row = page.locator('section[aria-labelledby="for-you"]');
    await expect(row.getByRole('heading', { name: HEADINGS[basis] })).toBeVisible();
    const [first] = items;
    if (!first) throw new Error('no pick');
    await expect(row.getByRole('link', { name: first.book.title, exact: true })).toBeVisible();
    await expect(row.getByText(first.reason, { exact: true })).toBeVisible();
    if (basis === 'popular') await expect(row.getByRole('link', { name: /Find books to rate/ })).toHaveAttribute('href', '/books?sort=rating');
  });

  test('an anonymous reader sees no row and sends no call for it', async ({ page, open }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (isRecommendationsCall(request.url())) calls.push(request.url());
    });
    await open('/');
    await expect(page.getByRole('heading', { name: 'Featured books' })).toBeVisible();
    // The mood row arrives after the current user is known: by then the row would have asked.
    await expect(page.getByRole('heading', { name: 'Browse by mood' })).toBeVisible();
    await expect(page.locator('section[aria-labelledby="for-you"]')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /^(For you|Popular picks to start with)$/ })).toHaveCount(0);
    expect(calls).toEqual([]);
  });
});
