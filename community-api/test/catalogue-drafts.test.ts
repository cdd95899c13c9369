// The catalogue's drafts seen from the public side (docs/rules.md §4, decision 123): a book never
// published, and a draft edit of a published one, reach neither the API, the pages, search, the
// sitemap, the chat nor the recommendations; publishing brings each in.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/lib/logger.js';
import { listenForCatalogueChanges, type CatalogueChanges } from '../src/modules/catalogue/catalogue-changes.js';
import { askChat } from './support/chat-answer.js';
import { signedInAgent } from './support/members.js';
import { useSuiteDatabase } from './support/suite.js';
import type { TestApp, TestAgent } from './support/test-app.js';
import { createCatalogueDatabase, fixture } from './support/test-catalogue.js';
import { waitFor } from './support/wait-for.js';

const STAND_IN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'stand-in-renderer.mjs');
const logger = createLogger({ logLevel: 'silent', nodeEnv: 'test' });

describe('catalogue drafts on the public side', () => {
  const suite = useSuiteDatabase(createCatalogueDatabase);
  let app: TestApp;
  let changes: CatalogueChanges;
  let asker: TestAgent;
  let picker: TestAgent;
  let authorId: number;
  let genreId: number;

  const publish = (id: number) =>
    suite.database.payload.update({ collection: 'books', id, data: { _status: 'published' } as never, overrideAccess: true });

  beforeAll(async () => {
    changes = listenForCatalogueChanges(suite.database.url, logger);
    await waitFor(() => changes.isLive());
    app = await suite.startApp({ pageRendererFile: STAND_IN, catalogueChanges: changes, chatModel: null });
    authorId = await fixture(suite.database.payload, 'authors', { name: 'Mervyn Peake' });
    genreId = await fixture(suite.database.payload, 'genres', { name: 'Gothic' });
    asker = (await signedInAgent(app)).agent;
    picker = (await signedInAgent(app)).agent;
  });
  afterAll(async () => {
    await changes?.close();
  });

  /** Whether the books sitemap lists `slug`; it follows a change one build later (decision 150). */
  const sitemapLists = async (slug: string) => (await app.bare.get('/sitemaps/books-1.xml')).text.includes(slug);

  /** What an anonymous reader and a member get of the book `id` (`slug`, found by `word`). */
  async function whatReadersGet(id: number, slug: string, word: string) {
    const titleIn = (items: { id: number; title?: string }[]) => items.find((item) => item.id === id)?.title ?? null;
    const sitemap = await app.bare.get('/sitemaps/books-1.xml');
    const page = await app.bare.get(`/books/${slug}-${id}`);
    const detail = await app.bare.get(`/api/books/${id}`);
    const picks = await picker.get('/api/recommendations');
    return {
      api: detail.status === 200 ? detail.body.data.title : detail.status,
      bySlug: (await app.bare.get(`/api/books/${slug}`)).status,
      modal: (await app.bare.get(`/api/books/${id}/modal-data`)).status,
      page: page.status === 200 ? /<h1>([^<]*)<\/h1>/.exec(page.text)?.[1] : page.status,
      list: titleIn((await app.bare.get('/api/books?limit=100')).body.data.items),
      authorBooks: (await app.bare.get(`/api/authors/${authorId}`)).body.data?.bookCount,
      search: titleIn((await app.bare.get(`/api/search?q=${word}`)).body.data.books),
      autocomplete: titleIn((await app.bare.get(`/api/books/search?q=${word}`)).body.data),
      sitemap: sitemap.status === 200 && sitemap.text.includes(`${slug}`),
      // The chat without a model: the offline recommender; the picks of a member with no ratings.
      chat: (await askChat(asker, 'gothic novels')).ids.includes(id),
      picks: picks.status === 200 && (picks.body.data.items as { book: { id: number } }[]).some((pick) => pick.book.id === id),
    };
  }

  it('keeps a book saved only as a draft from every reader, and shows it once published', async () => {
    const id = (await suite.database.payload.create({
      collection: 'books',
      data: { title: 'Titus Alone', publicationYear: 1959, authors: [authorId], genres: [genreId] } as never,
      draft: true,
      overrideAccess: true,
    })).id;
    await app.pool.query('update cms.books set average_rating = 4.9, ratings_count = 900 where id = $1', [id]);

    expect(await whatReadersGet(id, 'titus-alone', 'titus')).toEqual({
      api: 404, bySlug: 404, modal: 404, page: 404, list: null, authorBooks: 0, search: null, autocomplete: null, sitemap: false, chat: false, picks: false,
    });

    await publish(id);
    await waitFor(async () => (await app.bare.get(`/books/titus-alone-${id}`)).status === 200 && (await sitemapLists('titus-alone')));
    expect(await whatReadersGet(id, 'titus-alone', 'titus')).toMatchObject({
      api: 'Titus Alone', bySlug: 200, modal: 200, page: 'Titus Alone', list: 'Titus Alone', authorBooks: 1, search: 'Titus Alone', autocomplete: 'Titus Alone', sitemap: true, chat: true, picks: true,
    });
  });

  it('keeps showing the published text while a draft edit waits, and the edit once published', async () => {
    const id = await fixture(suite.database.payload, 'books', { title: 'Gormenghast', authors: [authorId], genres: [genreId] });
    // The page is rendered and cached before the draft.
    expect((await app.bare.get(`/books/gormenghast-${id}`)).status).toBe(200);
    await waitFor(() => sitemapLists('gormenghast'));
    const published = await whatReadersGet(id, 'gormenghast', 'gormenghast');
    expect(published).toMatchObject({ api: 'Gormenghast', page: 'Gormenghast', search: 'Gormenghast', autocomplete: 'Gormenghast', sitemap: true });

    await suite.database.payload.update({ collection: 'books', id, data: { title: 'Gormenghast Redrafted' } as never, draft: true, overrideAccess: true });
    expect(await whatReadersGet(id, 'gormenghast', 'gormenghast')).toEqual(published);
    expect((await app.bare.get('/api/search?q=redrafted')).body.data.books).toEqual([]);

    await publish(id);
    await waitFor(async () => /Redrafted/.test((await app.bare.get(`/books/gormenghast-${id}`)).text));
    expect(await whatReadersGet(id, 'gormenghast', 'redrafted')).toMatchObject({
      api: 'Gormenghast Redrafted', page: 'Gormenghast Redrafted', search: 'Gormenghast Redrafted', sitemap: true, chat: true,
    });
  });
});
