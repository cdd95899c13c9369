import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, MEMBERS, test, waitForPage } from '../support/fixtures.js';
import { ROOT_DIR } from '../support/stack.js';

type Messages = { [key: string]: string | Messages };

function readMessages(language: string): Messages {
  return JSON.parse(readFileSync(join(ROOT_DIR, 'frontend', 'src', 'i18n', `${language}.json`), 'utf8')) as Messages;
}

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One pattern per English UI string that the other language translates differently; `{{x}}`
 * placeholders match anything. Strings the languages share ("Fantasy", "Starshelf") are not
 * evidence of a missing translation and are left out.
 */
function englishLeftovers(language: 'de' | 'it'): { key: string; english: string; pattern: RegExp }[] {
  const en = flatten(readMessages('en'));
  const other = flatten(readMessages(language));
  return [...en]
    // Judged by the words around the placeholders: "{{browser}} on {{os}}" would match any line with " on ".
    .filter(([key, value]) => other.get(key) !== value && value.replace(/\{\{[^}]+\}\}/g, '').trim().length > 2)
    .map(([key, value]) => ({
      key,
      english: value,
      pattern: new RegExp(`^${value.split(/\{\{[^}]+\}\}/).map(escape).join('.+')}$`),
    }));
}

/**
 * Everything a reader sees or hears: each visible line of text and the accessible names and
 * placeholders. A line must EQUAL an English UI string to count, so an English book title that
 * merely contains the word "Books" does not.
 */
async function visibleStrings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lines = document.body.innerText.split('\n').map((line) => line.trim());
    const attributes = [...document.querySelectorAll('[aria-label], [placeholder], [title]')]
      .filter((el) => !(el as HTMLElement).closest('[aria-hidden="true"]'))
      .flatMap((el) => ['aria-label', 'placeholder', 'title'].map((name) => el.getAttribute(name) ?? ''));
    return [...lines, ...attributes].map((text) => text.trim()).filter((text) => text.length > 0);
  });
}

const LANGUAGES = [
  { code: 'de', name: 'Deutsch', booksNav: 'Bücher' },
  { code: 'it', name: 'Italiano', booksNav: 'Libri' },
] as const;

for (const language of LANGUAGES) {
  test.describe(`switching to ${language.name}`, () => {
    const leftovers = englishLeftovers(language.code);

    async function expectNoEnglish(page: Page, where: string): Promise<void> {
      const strings = await visibleStrings(page);
      const found = strings.flatMap((text) => leftovers.filter((l) => l.pattern.test(text)).map((l) => `${l.key}: "${text}"`));
      expect(found, `English UI strings left on ${where} in ${language.code}`).toEqual([]);
    }

    test(`changes the whole UI without a reload and leaves no English on the main pages`, async ({ page, open, catalogue }) => {
      await open('/books');
      // A marker on window survives only if the switch does not reload the page.
      await page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));
      await page.getByRole('combobox', { name: 'Language' }).selectOption(language.code);
      await expect(page.locator('html')).toHaveAttribute('lang', language.code);
      await expect(page.getByRole('navigation').first().getByRole('link', { name: language.booksNav, exact: true })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
      await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
      await expectNoEnglish(page, '/books');

      const book = await catalogue.firstBook();
      const author = await catalogue.firstAuthor();
      for (const path of ['/', `/books/${book.slug ?? book.id}`, `/authors/${author.slug ?? author.id}`, '/search?q=star', '/authors', '/series', '/awards', '/forgot-password', '/reset-password?token=unused']) {
        await open(path);
        await expectNoEnglish(page, path);
      }
    });

    test('leaves no English on the account settings of a signed-in member', async ({ page, open, signIn }) => {
      await signIn(MEMBERS.normal);
      await open('/books');
      await page.getByRole('combobox', { name: 'Language' }).selectOption(language.code);
      await expect(page.locator('html')).toHaveAttribute('lang', language.code);
      await open('/settings');
      // The sessions list arrives after the page: wait for its entry of this browser.
      await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
      await expectNoEnglish(page, '/settings');
    });

    test('is remembered across a reload, which the server already renders in that language', async ({ page, open }) => {
      await open('/books');
      await page.getByRole('combobox', { name: 'Language' }).selectOption(language.code);
      await expect(page.locator('html')).toHaveAttribute('lang', language.code);
      const englishCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/') && request.url().includes('locale=en')) englishCalls.push(request.url());
      });
      // The page arrives rendered with its data in the chosen language (the cookie mirror tells the
      // server), so the app has nothing to ask the API again for that list, and never in English.
      const response = await page.reload();
      expect(await response?.text()).toContain(`<html lang="${language.code}"`);
      await waitForPage(page);
      expect(englishCalls).toEqual([]);
      await expect(page.locator('html')).toHaveAttribute('lang', language.code);
      await expect(page.getByRole('combobox', { name: language.code === 'de' ? 'Sprache' : 'Lingua' })).toHaveValue(language.code);
    });
  });
}
