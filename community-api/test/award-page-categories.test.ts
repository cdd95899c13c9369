// A reader of the German or Italian award page sees the award's categories in their language
// (contract/src/award-categories.ts), in the markup the server renders, not only after hydration.
import { existsSync } from 'node:fs';
import { AWARD_CATEGORIES, AWARD_CATEGORY_NAMES, type Locale, type RenderPage } from '@starshelf/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { inProcessApi } from '../src/http/in-process-call.js';
import { createLogger } from '../src/lib/logger.js';
import { DEFAULT_PAGE_RENDERER_PATH, pageRendererFrom } from '../src/modules/pages/page-renderer.js';
import { useSuiteDatabase } from './support/suite.js';
import { createCatalogueDatabase, fixture, translate } from './support/test-catalogue.js';

const logger = createLogger({ logLevel: 'silent', nodeEnv: 'test' });

/** What the reader sees: the page without its scripts, whose query state keeps the stored English names. */
const visibleMarkup = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');

describe('the award page\'s categories on the server-rendered page', () => {
  const suite = useSuiteDatabase(createCatalogueDatabase);
  let renderAwardPage: (language: Locale) => Promise<string>;

  beforeAll(async () => {
    if (!existsSync(DEFAULT_PAGE_RENDERER_PATH)) throw new Error(`build the front end first (npm run build -w @starshelf/frontend): ${DEFAULT_PAGE_RENDERER_PATH} is missing`);
    const renderPage: RenderPage | undefined = await pageRendererFrom(DEFAULT_PAGE_RENDERER_PATH, logger).load();
    if (!renderPage) throw new Error('the front end\'s renderer did not load');
    const app = await suite.startApp();
    const api = inProcessApi(app.routes, { onFault: (error) => { throw error; } });
    const { payload } = suite.database;
    const award = await fixture(payload, 'awards', { name: 'Hugo Award', categories: AWARD_CATEGORIES.map((name) => ({ name })) });
    await translate(payload, 'awards', award, 'it', { name: 'Premio Hugo' });
    for (const [index, category] of AWARD_CATEGORIES.entries()) {
      await fixture(payload, 'award-entries', { award, year: 2000, category, isWinner: true, workTitle: `Winning Work ${index + 1}`, workAuthor: 'A. Writer' });
    }
    renderAwardPage = async (language) => {
      const page = await renderPage({ url: `/awards/${award}`, language, theme: 'dark', origin: 'https://starshelf.example', fetchApi: api.forLanguage(language) });
      expect(page.status).toBe(200);
      return visibleMarkup(page.html);
    };
  }, 120_000);

  it.each(['de', 'it'] as const)('names every category in %s and none in English', async (language) => {
    const markup = await renderAwardPage(language);
    for (const category of AWARD_CATEGORIES) {
      expect(markup, category).toContain(AWARD_CATEGORY_NAMES[category][language]);
      expect(markup, category).not.toContain(`>${category}<`);
    }
  }, 60_000);

  it('shows "Bester Roman" on the German page where the English one says "Best Novel"', async () => {
    expect(await renderAwardPage('de')).toContain('>Bester Roman<');
    expect(await renderAwardPage('en')).toContain('>Best Novel<');
  }, 60_000);

  it('keeps the English names on the English page', async () => {
    const markup = await renderAwardPage('en');
    for (const category of AWARD_CATEGORIES) expect(markup, category).toContain(`>${category}<`);
  }, 60_000);
});
