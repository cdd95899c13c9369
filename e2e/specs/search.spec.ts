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
    const first = listbox.getByRole('option').first();
    await expect(first).toBeVisible();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/(books|authors|series|genres|awards)/);

    await box.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
    await box.press('Enter');
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
    await expect(listbox).toBeHidden();
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
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=dragons$/);
    await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  });

  test('the search page pre-fills the query and says when nothing matches', async ({ page, open }) => {
    await open('/search?q=zzqxnotabook');
    await expect(page.getByRole('main').getByText('No results for “zzqxnotabook”.')).toBeVisible();
    await expect(page.getByRole('main').getByText(/Check the spelling/)).toBeVisible();
    const boxes = page.getByRole('combobox', { name: 'Search' });
    await expect(boxes.first()).toHaveValue('zzqxnotabook');
  });
});
