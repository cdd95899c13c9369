import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { baseUrl } from '../support/config.js';
import { describeWeight, JAVASCRIPT_BUDGET_BYTES, weighJavaScript, type FetchedScript } from '../support/javascript-budget.js';

// The start page's JavaScript at its load event stays within 140 KB gzip (docs/budgets.md).
const isJavaScript = (contentType: string | undefined) => /\b(?:java|ecma)script\b/i.test(contentType ?? '');

test('the start page fetches at most 140 KB of JavaScript (gzip) by its load event for a first-time reader', async ({ browser }) => {
  // A context of its own: no cache, cookies or storage, as on a first visit.
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // The page's own list of what it fetched, taken in its load event: responses the browser gets
    // later (a chunk the app asks for once it runs) are not the start page's load.
    await page.addInitScript(() => {
      addEventListener('load', () => {
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        (window as unknown as { fetchedAtLoad: unknown }).fetchedAtLoad = entries.map((entry) => ({ url: entry.name, initiator: entry.initiatorType }));
      });
    });
    const bodies: Array<Promise<FetchedScript | undefined>> = [];
    page.on('response', (response) => {
      if (!isJavaScript(response.headers()['content-type'])) return;
      // A chunk that arrives after the weighing may still be in flight when the context closes; its
      // body is then gone, and it was never the start page's load. A script of the load whose body
      // could not be read fails the check below that every script tag's fetch was weighed.
      bodies.push(response.body().then((body) => ({ url: response.url(), body }), () => undefined));
    });
    const answer = await page.goto(`${baseUrl()}/`, { waitUntil: 'load' });
    expect(answer?.status()).toBe(200);
    type Fetched = Array<{ url: string; initiator: string }>;
    const handle = await page.waitForFunction(() => (window as unknown as { fetchedAtLoad?: Fetched }).fetchedAtLoad);
    const atLoad = (await handle.jsonValue()) ?? [];

    const fetchedAtLoad = new Set(atLoad.map((entry) => entry.url));
    const scripts = (await Promise.all(bodies))
      .filter((script): script is FetchedScript => script !== undefined && fetchedAtLoad.has(script.url))
      .map((script) => ({ ...script, url: new URL(script.url).pathname }));
    // Every script tag's and modulepreload's fetch must have been weighed.
    const scriptEntries = atLoad.filter((entry) => ['script', 'link'].includes(entry.initiator) && /\.m?js(?:$|\?)/.test(entry.url)).map((entry) => new URL(entry.url).pathname);
    expect(scriptEntries.length).toBeGreaterThan(0);
    expect(scripts.map((script) => script.url)).toEqual(expect.arrayContaining(scriptEntries));

    const weight = weighJavaScript(scripts);
    console.log(`JavaScript of / at the load event:\n${describeWeight(weight)}`);
    test.info().annotations.push({ type: 'javascript gzip bytes', description: String(weight.totalGzipBytes) });
    expect(weight.isWithinBudget, describeWeight(weight)).toBe(true);
  } finally {
    await context.close();
  }
});

test('the budget check fails when the scripts weigh more than 140 KB gzip and passes at the limit', () => {
  // Random bytes do not compress: their gzip size is a little over their length.
  const heavy = [
    { url: '/assets/vendor.js', body: randomBytes(100 * 1024) },
    { url: '/assets/index.js', body: randomBytes(41 * 1024) },
  ];
  const over = weighJavaScript(heavy);
  expect(over.totalGzipBytes).toBeGreaterThan(JAVASCRIPT_BUDGET_BYTES);
  expect(over.isWithinBudget).toBe(false);
  expect(over.files.map((file) => file.url)).toEqual(['/assets/vendor.js', '/assets/index.js']);
  // The limit itself passes; one byte over fails.
  expect(weighJavaScript(heavy, over.totalGzipBytes).isWithinBudget).toBe(true);
  expect(weighJavaScript(heavy, over.totalGzipBytes - 1).isWithinBudget).toBe(false);

  const light = weighJavaScript([{ url: '/assets/index.js', body: Buffer.from('export const x = 1;\n'.repeat(10_000)) }]);
  expect(light.files[0]?.rawBytes).toBe(200_000);
  expect(light.totalGzipBytes).toBeLessThan(2_000);
  expect(light.isWithinBudget).toBe(true);
  expect(weighJavaScript([], 0).isWithinBudget).toBe(true);
});
