// `npm run screenshots -w @starshelf/e2e`: PNGs of the main screens for the README, desktop
// (1440x900) and mobile (390x844), in English, German and Italian, into docs/screenshots/. Uses the stack
// at E2E_BASE_URL, or starts one (and stops it again).
import { chromium, type Browser, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS, loadE2eConfig } from './support/config.js';
import { BROWSER_LOCALES, LANGUAGES } from './support/messages.js';
import { ROOT_DIR } from './support/stack.js';
import { startSuiteStack } from './support/suite-stack.js';

const OUT_DIR = join(ROOT_DIR, 'docs', 'screenshots');
const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;
type Device = keyof typeof VIEWPORTS;

interface Targets {
  book: string;
  author: string;
  series: string;
  award: string;
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** Well-known, well-filled entries make better pictures than whatever comes first. */
async function findTargets(url: string): Promise<Targets> {
  type Ref = { id: number; slug?: string | null };
  const books = await json<{ items: Ref[] }>(`${url}/api/books?limit=1&sort=rating`);
  const authors = await json<{ items: Ref[] }>(`${url}/api/authors?limit=1&sort=books`);
  const series = await json<{ items: Ref[] }>(`${url}/api/series?limit=1&sort=books`);
  const awards = await json<Ref[]>(`${url}/api/awards`);
  const pick = (ref: Ref | undefined, what: string) => {
    if (!ref) throw new Error(`no ${what} in the catalogue`);
    return ref.slug || String(ref.id);
  };
  return {
    book: pick(books.items[0], 'book'),
    author: pick(authors.items[0], 'author'),
    series: pick(series.items[0], 'series'),
    award: String(awards[0]?.id ?? pick(undefined, 'award')),
  };
}

/** Lazy page rendered, its data in, covers settled (remote ones fail here and are replaced). */
async function settle(page: Page): Promise<void> {
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
  await page.getByRole('main').getByRole('status').first().waitFor({ state: 'detached' }).catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
}

type Shot = { name: string; capture: (page: Page, device: Device) => Promise<void> };

function shots(targets: Targets): Shot[] {
  const visit = (path: string) => async (page: Page) => {
    await page.goto(path);
    await settle(page);
  };
  return [
    { name: 'home', capture: visit('/') },
    { name: 'books', capture: visit('/books') },
    { name: 'book-detail', capture: visit(`/books/${targets.book}`) },
    {
      name: 'book-modal',
      capture: async (page) => {
        await visit('/books')(page);
        await page.getByRole('main').locator('article a[aria-haspopup="dialog"]').first().click();
        await page.getByRole('dialog').getByRole('heading').first().waitFor();
        await page.getByRole('dialog').getByRole('status').first().waitFor({ state: 'detached' }).catch(() => undefined);
        await page.waitForTimeout(500);
      },
    },
    {
      name: 'search-dropdown',
      capture: async (page, device) => {
        await visit('/books')(page);
        // On a phone the box sits behind the bar's search toggle.
        if (device === 'mobile') await page.locator('header nav button[aria-expanded]').first().click();
        const box = page.getByRole('combobox').and(page.locator('input[type="search"]')).locator('visible=true').first();
        await box.fill('star');
        await page.getByRole('listbox').getByRole('option').first().waitFor();
        await page.waitForTimeout(400);
      },
    },
    { name: 'author', capture: visit(`/authors/${targets.author}`) },
    { name: 'series', capture: visit(`/series/${targets.series}`) },
    { name: 'award', capture: visit(`/awards?id=${targets.award}`) },
  ];
}

async function captureAll(browser: Browser, url: string): Promise<{ saved: string[]; failed: string[] }> {
  const targets = await findTargets(url);
  const saved: string[] = [];
  const failed: string[] = [];
  for (const device of Object.keys(VIEWPORTS) as Device[]) {
    for (const language of LANGUAGES) {
      const context = await browser.newContext({
        baseURL: url,
        viewport: VIEWPORTS[device],
        deviceScaleFactor: 1,
        isMobile: device === 'mobile',
        hasTouch: device === 'mobile',
        locale: BROWSER_LOCALES[language],
      });
      // The site's own stored choice, so detection cannot pick another language.
      await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
      for (const shot of shots(targets)) {
        const page = await context.newPage();
        const file = join(OUT_DIR, `${shot.name}-${device}-${language}.png`);
        try {
          await shot.capture(page, device);
          await page.screenshot({ path: file });
          saved.push(file);
          console.log(`saved ${file}`);
        } catch (error) {
          failed.push(`${shot.name}-${device}-${language}`);
          console.error(`FAILED ${shot.name}-${device}-${language}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
        } finally {
          await page.close();
        }
      }
      await context.close();
    }
  }
  return { saved, failed };
}

async function main(): Promise<number> {
  const config = loadE2eConfig();
  mkdirSync(OUT_DIR, { recursive: true });
  const stack = await startSuiteStack();
  try {
    const browser = await chromium.launch({ executablePath: config.CHROME_PATH, args: CHROMIUM_ARGS });
    try {
      const { saved, failed } = await captureAll(browser, stack.url);
      console.log(`${saved.length} screenshots in ${OUT_DIR}${failed.length > 0 ? `; failed: ${failed.join(', ')}` : ''}`);
      return failed.length === 0 ? 0 : 1;
    } finally {
      await browser.close();
    }
  } finally {
    await stack.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
