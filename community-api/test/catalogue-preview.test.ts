// The editors' preview of a draft on its real page (docs/rules.md §4, decision 123): a valid,
// short-lived signed link shows the latest draft in its language, never cached and noindex; any
// other link gets the public page (404 for a document never published), never cached either.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PREVIEW_LINK_TTL_MS } from '@starshelf/contract';
import { signPreviewToken } from '@starshelf/cms/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/lib/logger.js';
import { listenForCatalogueChanges, type CatalogueChanges } from '../src/modules/catalogue/catalogue-changes.js';
import { useSuiteDatabase } from './support/suite.js';
import type { TestApp } from './support/test-app.js';
import { createCatalogueDatabase, fixture } from './support/test-catalogue.js';
import { waitFor } from './support/wait-for.js';

const STAND_IN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'stand-in-renderer.mjs');
const logger = createLogger({ logLevel: 'silent', nodeEnv: 'test' });
// The secret the test catalogue's Payload is configured with (support/test-catalogue.ts).
const SECRET = 'test-secret-not-for-production';

describe('the preview of a draft on its page', () => {
  const suite = useSuiteDatabase(createCatalogueDatabase);
  let app: TestApp;
  let changes: CatalogueChanges;
  let publishedId: number;
  let neverPublishedId: number;

  const token = (id: number, locale: 'en' | 'de' | 'it' = 'en', now = Date.now()) => signPreviewToken(SECRET, { collection: 'books', id, locale }, now);
  const get = (address: string) => app.bare.get(address);
  const titleOf = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];

  beforeAll(async () => {
    changes = listenForCatalogueChanges(suite.database.url, logger);
    await waitFor(() => changes.isLive());
    app = await suite.startApp({ pageRendererFile: STAND_IN, catalogueChanges: changes, chatModel: null });
    publishedId = await fixture(suite.database.payload, 'books', { title: 'Solaris' });
    await suite.database.payload.update({ collection: 'books', id: publishedId, data: { title: 'Solaris (revised)' } as never, draft: true, overrideAccess: true });
    neverPublishedId = (await suite.database.payload.create({ collection: 'books', data: { title: 'Eden' } as never, draft: true, overrideAccess: true })).id;
  });
  afterAll(async () => {
    await changes?.close();
  });

  it('renders the latest draft for a valid link, noindex and uncached, and leaves the public page as it was', async () => {
    const page = `/books/solaris-${publishedId}`;
    // The public page is rendered and cached first.
    expect(titleOf((await get(page)).text)).toBe('Solaris');
    expect(titleOf((await get(page)).text)).toBe('Solaris');

    const preview = await get(`${page}?lang=en&preview=${token(publishedId)}`);
    expect(preview.status).toBe(200);
    expect(titleOf(preview.text)).toBe('Solaris (revised)');
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.headers['x-robots-tag']).toBe('noindex');
    expect(preview.text).toContain('<meta name="robots" content="noindex">');
    // The token never reaches the rendered page's own address.
    expect(preview.text).not.toContain('preview=');

    const publicAgain = await get(page);
    expect(titleOf(publicAgain.text)).toBe('Solaris');
    expect(publicAgain.headers['cache-control']).not.toBe('no-store');
  });

  it('renders a book never published for a valid link, and 404 for anyone else', async () => {
    const page = `/books/eden-${neverPublishedId}`;
    expect((await get(page)).status).toBe(404);
    const preview = await get(`${page}?lang=en&preview=${token(neverPublishedId)}`);
    expect(preview.status).toBe(200);
    expect(titleOf(preview.text)).toBe('Eden');
    expect(preview.headers['cache-control']).toBe('no-store');

    const refused = await get(`${page}?lang=en&preview=${token(neverPublishedId).slice(0, -2)}xx`);
    expect(refused.status).toBe(404);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['tampered', () => token(publishedId).replace(`.${publishedId}.`, `.${publishedId + 1000}.`)],
    ['expired', () => token(publishedId, 'en', Date.now() - PREVIEW_LINK_TTL_MS - 1_000)],
    ['for another language', () => token(publishedId, 'de')],
    ['for another document', () => token(neverPublishedId)],
    ['signed with another secret', () => signPreviewToken('another-secret-of-someone-else', { collection: 'books', id: publishedId, locale: 'en' })],
    ['not a token', () => 'garbage'],
  ])('shows the public page, uncached, for a link %s', async (_name, makeToken) => {
    const page = `/books/solaris-${publishedId}`;
    const answer = await get(`${page}?lang=en&preview=${encodeURIComponent(makeToken())}`);
    expect(answer.status).toBe(200);
    expect(titleOf(answer.text)).toBe('Solaris');
    expect(answer.headers['cache-control']).toBe('no-store');
    // Nor did it fill the cache: the public page is the published one.
    expect(titleOf((await get(page)).text)).toBe('Solaris');
  });
});
