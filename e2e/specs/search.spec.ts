import { expect, test } from '../support/fixtures.js';

test.describe('search', () => {
  test('is driven by the keyboard: type, ArrowDown, Enter opens the first result', async ({ page, open, catalogue }) => {
    const book = await catalogue.firstBook();
    const query = book.title.split(/\s+/).find((word) => word.length >= 4) ?? book.title;
    await open('/books');
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.click();
    await box.pressSequentially(query, { delay: 30 });

    const listbox = page.getByRole('listbox');
    await expect(listbox).toBeVisible();
    // The see-all entry leads the list (decision 058); the first result follows it.
    const seeAll = listbox.getByRole('option').first();
    const first = listbox.getByRole('option').nth(1);
    await expect(first).toBeVisible();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/(books|authors|series|genres|awards)/);
    await expect(box).toHaveAttribute('aria-activedescendant', (await seeAll.getAttribute('id')) ?? '');

    // Combobox semantics: the input's aria-activedescendant announces the highlighted option and
    // data-focus styles it (aria-selected belongs to a chosen value, which a search box never keeps).
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
    await expect(first).toHaveAttribute('data-focus', '');
    const background = (option: typeof first) => option.evaluate((element) => getComputedStyle(element).backgroundColor);
    // The see-all entry, no longer highlighted, is the one option every search shows besides the result.
    expect(await background(first)).not.toBe(await background(seeAll));
    await box.press('Enter');
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
    await expect(listbox).toBeHidden();
  });

  test("opens over the home page from one letter, nothing of the list cut off at the hero's edge", async ({ page, open }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open('/');
    const box = page.getByRole('main').getByRole('combobox', { name: 'Search' });
    await box.click();
    await box.pressSequentially('a', { delay: 30 });
    const listbox = page.getByRole('listbox');
    await expect(listbox.getByRole('option').nth(1)).toBeVisible();
    const hero = await page.getByRole('main').locator('section', { has: page.getByRole('combobox', { name: 'Search' }) }).boundingBox();
    const list = await listbox.boundingBox();
    if (!hero || !list) throw new Error('the hero or the list has no box');
    const heroBottom = hero.y + hero.height;
    // The capped groups reach below the hero; a point of the list there shows the list, not the page under it.
    expect(list.y + list.height).toBeGreaterThan(heroBottom + 40);
    const shown = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('[role="listbox"]') !== null, [list.x + 24, heroBottom + 20] as const);
    expect(shown).toBe(true);
  });

  test('Escape closes the dropdown and the see-all entry opens /search with the query', async ({ page, open }) => {
    await open('/books');
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill('dragon');
    await expect(page.getByRole('listbox')).toBeVisible();
    await box.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();

    await box.fill('dragons');
    const seeAll = page.getByRole('option', { name: 'See all results for “dragons”' });
    await expect(seeAll).toBeVisible();
    await expect(box).toHaveAttribute('aria-activedescendant', (await seeAll.getAttribute('id')) ?? '');
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=dragons$/);
    await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  });

  test('Enter right after typing searches; ArrowUp from the first result returns to the see-all entry; Tab leaves without searching', async ({ page, open }) => {
    await open('/books');
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill('dragon');
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.nth(1)).toBeVisible();
    await box.press('Tab');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(box).not.toBeFocused();
    await expect(page).toHaveURL(/\/books$/);

    await box.fill('dragon');
    await expect(options.nth(1)).toBeVisible();
    await box.press('ArrowDown');
    await box.press('ArrowUp');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id')) ?? '');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=dragon$/);
    await expect(page.getByRole('listbox')).toBeHidden();
  });

  test('results are links: a middle-click or ctrl-click opens a new tab and leaves the page as it was', async ({ page, open, context }) => {
    await open('/books');
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill('dragon');
    const result = page.getByRole('listbox').getByRole('option').nth(1);
    await expect(result).toBeVisible();
    const href = (await result.getAttribute('href')) ?? '';
    for (const click of [() => result.click({ button: 'middle' }), () => result.click({ modifiers: ['ControlOrMeta'] })]) {
      const [tab] = await Promise.all([context.waitForEvent('page'), click()]);
      await tab.waitForLoadState('domcontentloaded');
      expect(new URL(tab.url()).pathname).toBe(href);
      await tab.close();
      await expect(page).toHaveURL(/\/books$/);
    }
  });

  test('the search page pre-fills the query and says when nothing matches', async ({ page, open }) => {
    await open('/search?q=zzqxnotabook');
    await expect(page.getByRole('main').getByText('No results for “zzqxnotabook”.')).toBeVisible();
    await expect(page.getByRole('main').getByText(/Check the spelling/)).toBeVisible();
    const boxes = page.getByRole('combobox', { name: 'Search' });
    await expect(boxes.first()).toHaveValue('zzqxnotabook');
  });
});
