// A reader sees an award's categories in their language (decision 125): the labels the award gives
// its categories' keys, in every API answer that names one and in the markup the server renders.
import { existsSync } from 'node:fs';
import { AWARD_CATEGORIES, AWARD_CATEGORY_NAMES, type Locale, type RenderPage } from '@starshelf/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { inProcessApi } from '../src/http/in-process-call.js';
import { createLogger } from '../src/lib/logger.js';
import { DEFAULT_PAGE_RENDERER_PATH, pageRendererFrom } from '../src/modules/pages/page-renderer.js';
import { useSuiteDatabase } from './support/suite.js';
import type { TestApp } from './support/test-app.js';
import { createCatalogueDatabase, fixture, translate } from './support/test-catalogue.js';

const logger = createLogger({ logLevel: 'silent', nodeEnv: 'test' });

/** What the reader sees: the page without its scripts, whose query state also carries the keys. */
const visibleMarkup = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');

/** A key the award lists with an English label only: German and Italian readers get the English. */
const UNTRANSLATED = 'Best Space Opera';

describe("an award's categories in the reader's language", () => {
  const suite = useSuiteDatabase(createCatalogueDatabase);
  let app: TestApp;
  let award: number;
  let book: number;
  let renderAwardPage: (language: Locale) => Promise<string>;

  beforeAll(async () => {
    if (!existsSync(DEFAULT_PAGE_RENDERER_PATH)) throw new Error(`build the front end first (npm run build -w @starshelf/frontend): ${DEFAULT_PAGE_RENDERER_PATH} is missing`);
    const renderPage: RenderPage | undefined = await pageRendererFrom(DEFAULT_PAGE_RENDERER_PATH, logger).load();
    if (!renderPage) throw new Error('the front end\'s renderer did not load');
    app = await suite.startApp();
    const api = inProcessApi(app.routes, { onFault: (error) => { throw error; } });
    const { payload } = suite.database;
    const keys = [...AWARD_CATEGORIES, UNTRANSLATED];
    award = await fixture(payload, 'awards', { name: 'Hugo Award', categories: keys.map((name) => ({ name })) });
    // Written by key alone: the rows, and the other languages' labels, stay (keepCategoryRowsByKey).
    for (const language of ['de', 'it'] as const) {
      await translate(payload, 'awards', award, language, {
        name: language === 'de' ? 'Hugo-Preis' : 'Premio Hugo',
        categories: keys.map((name) => ({ name, label: AWARD_CATEGORY_NAMES[name as keyof typeof AWARD_CATEGORY_NAMES]?.[language] ?? null })),
      });
    }
    book = await fixture(payload, 'books', { title: 'Dune' });
    for (const [index, category] of keys.entries()) {
      await fixture(payload, 'award-entries', { award, book: index === 0 ? book : undefined, year: 2000, category, isWinner: true, workTitle: `Winning Work ${index + 1}`, workAuthor: 'A. Writer' });
    }
    renderAwardPage = async (language) => {
      const page = await renderPage({ url: `/awards/${award}`, language, theme: 'dark', origin: 'https://starshelf.example', fetchApi: api.forLanguage(language) });
      expect(page.status).toBe(200);
      return visibleMarkup(page.html);
    };
  }, 120_000);

  const nameIn = (key: string, language: Locale) =>
    key === UNTRANSLATED ? UNTRANSLATED : AWARD_CATEGORY_NAMES[key as keyof typeof AWARD_CATEGORY_NAMES][language];

  it.each(['en', 'de', 'it'] as const)('names each category of the award page\'s answer in %s, by its key and its name', async (language) => {
    const response = await app.bare.get(`/api/awards/${award}?locale=${language}`);
    expect(response.status).toBe(200);
    const groups = (response.body.data.years as { categories: { category: string; categoryName: string }[] }[]).flatMap((year) => year.categories);
    expect(groups.map((group) => [group.category, group.categoryName]).sort()).toEqual(
      [...AWARD_CATEGORIES, UNTRANSLATED].map((key) => [key, nameIn(key, language)]).sort(),
    );
    expect(response.body.data.categoryNames['Best Novel']).toBe(nameIn('Best Novel', language));
  });

  it.each(['en', 'de', 'it'] as const)('names the categories in the awards list and a book\'s awards in %s', async (language) => {
    const list = await app.bare.get(`/api/awards?locale=${language}`);
    const listed = (list.body.data as { id: number; categoryNames: Record<string, string> }[]).find((item) => item.id === award);
    expect(listed?.categoryNames).toMatchObject({ 'Best Fantasy Novel': nameIn('Best Fantasy Novel', language), [UNTRANSLATED]: UNTRANSLATED });
    const detail = await app.bare.get(`/api/books/${book}?locale=${language}`);
    expect(detail.body.data.awards).toEqual([expect.objectContaining({ category: AWARD_CATEGORIES[0], categoryName: nameIn(AWARD_CATEGORIES[0] as string, language) })]);
  });

  it.each(['de', 'it'] as const)('renders every category on the %s award page in that language', async (language) => {
    const markup = await renderAwardPage(language);
    for (const category of AWARD_CATEGORIES) {
      expect(markup, category).toContain(`>${AWARD_CATEGORY_NAMES[category][language]}<`);
      expect(markup, category).not.toContain(`>${category}<`);
    }
    expect(markup).toContain(`>${UNTRANSLATED}<`);
  }, 60_000);

  it('shows "Bester Roman" on the German page where the English one says "Best Novel"', async () => {
    expect(await renderAwardPage('de')).toContain('>Bester Roman<');
    expect(await renderAwardPage('en')).toContain('>Best Novel<');
  }, 60_000);

  it('shows a label an editor changes, on the next read', async () => {
    const { payload } = suite.database;
    const stored = await payload.findByID({ collection: 'awards', id: award, locale: 'de', depth: 0, overrideAccess: true });
    const categories = (stored.categories ?? []).map((row) => (row.name === 'Best Novel' ? { ...row, label: 'Bester Roman des Jahres' } : row));
    await translate(payload, 'awards', award, 'de', { name: 'Hugo-Preis', categories });
    const response = await app.bare.get(`/api/awards/${award}?locale=de`);
    expect(response.body.data.categoryNames['Best Novel']).toBe('Bester Roman des Jahres');
    expect((await app.bare.get(`/api/awards/${award}?locale=it`)).body.data.categoryNames['Best Novel']).toBe('Miglior romanzo');
  });
});
