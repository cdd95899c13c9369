import { beforeAll, describe, expect, it } from 'vitest';

import {
  AS_SYSTEM,
  countLinkTargets,
  createCatalogueItem,
  findAuthors,
  findBooks,
  findShowcaseBooks,
  getAuthorDetail,
  getBookDetail,
  listLinkTargets,
  resolveCatalogueId,
  searchCatalogue,
  writeRatingAggregate,
} from '../src/catalogue/index.js';
import { findOverdueSchedules } from '../src/admin/publishing/overdue-schedules.js';
import { verifyPreviewToken } from '../src/catalogue/preview.js';
import { publishDueSchedules } from '../src/catalogue/scheduled-publishing.js';
import { previewLinkEndpoint } from '../src/rest/preview-link-endpoint.js';
import { booksMatching } from '../src/catalogue/recommend/books-matching.js';
import { catalogueQuery } from '../src/catalogue/sql.js';
import type { Editor } from '../src/payload-types.js';
import { listenToCatalogueChanges } from './helpers/change-notices.js';
import { useTestCatalogue } from './helpers/test-catalogue.js';

// docs/rules.md §4, decision 123: books, authors, series, genres and awards have drafts and
// versions; a draft reaches no reader, publishing it does, and every version names its editor.
describe('drafts and versions of the catalogue', () => {
  const catalogue = useTestCatalogue('drafts');
  const ids: Record<string, number> = {};
  let editor: Editor & { collection: 'editors' };

  const asEditor = () => ({ user: editor, overrideAccess: false });
  const saveDraft = (collection: 'books' | 'authors', id: number, data: Record<string, unknown>) =>
    catalogue.payload.update({ collection, id, data: data as never, draft: true, ...asEditor() });
  const publish = (collection: 'books' | 'authors', id: number, data: Record<string, unknown> = {}) =>
    catalogue.payload.update({ collection, id, data: { ...data, _status: 'published' } as never, ...asEditor() });

  beforeAll(async () => {
    editor = { ...catalogue.editor, collection: 'editors' };
    const { payload } = catalogue;
    ids.author = (await payload.create({ collection: 'authors', data: { name: 'Octavia E. Butler' } as never, overrideAccess: true })).id;
    ids.genre = (await payload.create({ collection: 'genres', data: { name: 'Science Fiction' } as never, overrideAccess: true })).id;
    ids.kindred = (await payload.create({
      collection: 'books',
      data: { title: 'Kindred', authors: [ids.author], genres: [ids.genre] } as never,
      overrideAccess: true,
    })).id;
    await writeRatingAggregate('books', ids.kindred, 4.5, 300);
  });

  /** The book `id` as each public read of the catalogue shows it: its title, or null when hidden. */
  async function whatReadersSee(id: number, slug: string, word: string) {
    const inList = <T extends { id: number; title?: string; name?: string }>(items: T[]) =>
      items.find((item) => item.id === id)?.title ?? null;
    return {
      list: inList((await findBooks({ page: 1, limit: 100 })).items),
      detail: (await getBookDetail(id))?.title ?? null,
      bySlug: await resolveCatalogueId('books', slug),
      authorPage: inList((await getAuthorDetail(ids.author!))?.books ?? []),
      search: (await searchCatalogue(word)).books.find((hit) => hit.id === id)?.title ?? null,
      sitemap: (await listLinkTargets('books', { firstId: 1, lastId: 1_000_000 })).some((target) => target.id === id),
      showcase: inList(await findShowcaseBooks(9)),
      recommended: inList(await booksMatching({ genreIds: [ids.genre!], limit: 20 })),
    };
  }

  it('keeps a new document saved as a draft from every reader until it is published', async () => {
    const draft = await catalogue.payload.create({
      collection: 'books',
      data: { title: 'Parable of the Sower', authors: [ids.author], genres: [ids.genre] } as never,
      draft: true,
      ...asEditor(),
    });
    expect(draft._status).toBe('draft');
    const sitemapCount = (await countLinkTargets('books')).count;
    expect(await whatReadersSee(draft.id, 'parable-of-the-sower', 'parable')).toEqual({
      list: null, detail: null, bySlug: null, authorPage: null, search: null, sitemap: false, showcase: null, recommended: null,
    });
    expect((await findAuthors({ page: 1, limit: 50 })).items.find((author) => author.id === ids.author)?.bookCount).toBe(1);
    // Payload's own API: a visitor neither lists it nor reads it, whatever ?draft asks.
    const anonymous = { overrideAccess: false } as const;
    expect((await catalogue.payload.find({ collection: 'books', ...anonymous })).docs.map((doc) => doc.id)).not.toContain(draft.id);
    expect((await catalogue.payload.find({ collection: 'books', draft: true, ...anonymous })).docs.map((doc) => doc.id)).not.toContain(draft.id);
    await expect(catalogue.payload.findByID({ collection: 'books', id: draft.id, draft: true, ...anonymous })).rejects.toMatchObject({ status: 404 });

    await publish('books', draft.id);
    expect(await whatReadersSee(draft.id, 'parable-of-the-sower', 'parable')).toMatchObject({
      list: 'Parable of the Sower', detail: 'Parable of the Sower', bySlug: draft.id, search: 'Parable of the Sower', sitemap: true, recommended: 'Parable of the Sower',
    });
    expect((await countLinkTargets('books')).count).toBe(sitemapCount + 1);
  });

  it('autosaves a new draft before its title or name is typed, and refuses to publish it without them', async () => {
    const { payload } = catalogue;
    const book = await payload.create({
      collection: 'books',
      data: { description: 'A synopsis typed before the title.', allSeries: [{ position: '1' }] } as never,
      draft: true,
      ...asEditor(),
    });
    expect(book._status).toBe('draft');
    const author = await payload.create({ collection: 'authors', data: { bio: 'A life, no name yet.' } as never, draft: true, ...asEditor() });
    expect(author._status).toBe('draft');
    await expect(publish('books', book.id)).rejects.toThrow(/title/i);
    await expect(publish('authors', author.id)).rejects.toThrow(/name/i);
    expect((await findBooks({ page: 1, limit: 100 })).items.map((item) => item.id)).not.toContain(book.id);
  });

  it('shows the published text while an editor drafts an edit, and the edit once published', async () => {
    const id = ids.kindred!;
    const published = await whatReadersSee(id, 'kindred', 'kindred');
    expect(published).toMatchObject({ list: 'Kindred', detail: 'Kindred', search: 'Kindred', sitemap: true });

    await saveDraft('books', id, { title: 'Kindred (draft title)' });
    // Autosave writes versions only, as the admin does every few seconds while an editor types.
    await catalogue.payload.update({ collection: 'books', id, data: { title: 'Kindred (autosaved)' } as never, draft: true, autosave: true, ...asEditor() });
    expect(await whatReadersSee(id, 'kindred', 'kindred')).toEqual(published);
    expect((await searchCatalogue('autosaved')).books).toEqual([]);
    const anonymous = await catalogue.payload.findByID({ collection: 'books', id, draft: true, overrideAccess: false });
    expect(anonymous.title).toBe('Kindred');
    const editorView = await catalogue.payload.findByID({ collection: 'books', id, draft: true, ...asEditor() });
    expect(editorView.title).toBe('Kindred (autosaved)');

    await publish('books', id);
    expect(await whatReadersSee(id, 'kindred', 'autosaved')).toMatchObject({
      list: 'Kindred (autosaved)', detail: 'Kindred (autosaved)', search: 'Kindred (autosaved)', sitemap: true,
    });
    // The rating aggregates live in the published row only: a publish keeps them.
    expect(await catalogueQuery('select average_rating::float as average, ratings_count::int as count from cms.books where id = $1', [id])).toEqual([
      { average: 4.5, count: 300 },
    ]);
  });

  it('records every save as a version naming its editor and date, readable by editors only', async () => {
    const id = (await catalogue.payload.create({ collection: 'authors', data: { name: 'N. K. Jemisin' } as never, ...asEditor() })).id;
    const before = Date.now();
    await saveDraft('authors', id, { name: 'N.K. Jemisin' });
    await publish('authors', id);
    const { docs } = await catalogue.payload.findVersions({ collection: 'authors', where: { parent: { equals: id } }, sort: '-updatedAt', ...asEditor() });
    expect(docs.map((version) => version.version._status)).toEqual(['published', 'draft', 'published']);
    for (const version of docs) {
      const by = version.version.updatedBy as number | { id: number };
      expect(typeof by === 'object' ? by.id : by).toBe(editor.id);
    }
    expect(Date.parse(docs[0]!.updatedAt)).toBeGreaterThanOrEqual(before - 1000);
    await expect(catalogue.payload.findVersions({ collection: 'authors', overrideAccess: false })).rejects.toMatchObject({ status: 403 });
    // Who edited is for editors: a visitor's read of the document leaves it out.
    const visitor = await catalogue.payload.findByID({ collection: 'authors', id, overrideAccess: false });
    expect(visitor).not.toHaveProperty('updatedBy');
  });

  it('restores an older version, and readers see it with its search document', async () => {
    const id = ids.kindred!;
    const { docs } = await catalogue.payload.findVersions({ collection: 'books', where: { parent: { equals: id } }, sort: 'createdAt', ...asEditor() });
    const first = docs.find((version) => version.version.title === 'Kindred');
    expect(first).toBeDefined();
    await catalogue.payload.restoreVersion({ collection: 'books', id: first!.id, ...asEditor() });
    expect((await getBookDetail(id))?.title).toBe('Kindred');
    expect((await searchCatalogue('autosaved')).books).toEqual([]);
    expect((await searchCatalogue('kindred')).books.map((hit) => hit.title)).toContain('Kindred');
  });

  it('sends the change notice on publishing, not on a draft or autosave', async () => {
    const { notices, close } = await listenToCatalogueChanges(catalogue.databaseUrl);
    try {
      await saveDraft('books', ids.kindred!, { title: 'Kindred, quietly' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(notices).toEqual([]);
      await publish('books', ids.kindred!);
      await expect.poll(() => notices).toContain('books');
    } finally {
      await close();
    }
  });

  it('publishes what the library writes (the site API, the seeder), since drafts are the admin\'s', async () => {
    const { id } = await createCatalogueItem('genres', { name: 'Afrofuturism' } as never, AS_SYSTEM);
    expect(await catalogueQuery('select _status::text as status from cms.genres where id = $1', [id])).toEqual([{ status: 'published' }]);
    const created = await catalogue.payload.create({ collection: 'series', data: { name: 'Xenogenesis' } as never, overrideAccess: true });
    expect(created._status).toBe('published');
  });

  it('runs only the schedules that are due, and names those the job runner left undone for the admin', async () => {
    const { payload } = catalogue;
    const book = async (title: string) =>
      (await payload.create({ collection: 'books', data: { title } as never, draft: true, ...asEditor() })).id;
    const schedule = (id: number, at: Date) =>
      payload.jobs.queue({
        task: 'schedulePublish',
        waitUntil: at,
        input: { type: 'publish', doc: { relationTo: 'books', value: String(id) }, user: { relationTo: 'editors', value: editor.id } },
      } as never);
    const now = Date.now();
    const late = await book('Dawn');
    const recent = await book('Adulthood Rites');
    const future = await book('Imago');
    await schedule(late, new Date(now - 5 * 60_000));
    await schedule(recent, new Date(now - 5_000));
    await schedule(future, new Date(now + 60 * 60_000));

    const overdue = await findOverdueSchedules(payload);
    expect(overdue.map((item) => [item.collection, item.documentId, item.failed])).toEqual([['books', String(late), false]]);

    expect(await publishDueSchedules()).toEqual({ due: 2 });
    expect((await getBookDetail(late))?.title).toBe('Dawn');
    expect((await getBookDetail(recent))?.title).toBe('Adulthood Rites');
    expect(await getBookDetail(future)).toBeNull();
    expect(await findOverdueSchedules(payload)).toEqual([]);
    // An hour and two minutes on, the future one is overdue if nothing ran it.
    expect((await findOverdueSchedules(payload, new Date(now + 62 * 60_000))).map((item) => item.documentId)).toEqual([String(future)]);
    expect(await publishDueSchedules()).toEqual({ due: 0 });
  });

  it('gives editors only a short-lived preview link bound to the document and language', async () => {
    const { payload } = catalogue;
    const ask = (user: unknown, body: unknown) =>
      previewLinkEndpoint.handler({ user, payload, json: async () => body, t: (key: string) => key } as never) as Promise<Response>;
    const body = { collection: 'books', id: ids.kindred, locale: 'de' };
    expect((await ask(null, body)).status).toBe(401);
    expect((await ask({ id: 1, collection: 'members' }, body)).status).toBe(403);
    expect((await ask(editor, { ...body, collection: 'editions' })).status).toBe(400);
    expect((await ask(editor, { ...body, id: 999_999 })).status).toBe(404);

    const answer = await ask(editor, body);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const { url, expiresAt } = (await answer.json()) as { url: string; expiresAt: string };
    const link = new URL(url, 'http://site.test');
    expect(link.pathname).toBe(`/books/kindred-${ids.kindred}`);
    expect(link.searchParams.get('lang')).toBe('de');
    const grant = verifyPreviewToken(payload.config.secret, link.searchParams.get('preview') ?? '');
    expect(grant).toMatchObject({ collection: 'books', id: ids.kindred, locale: 'de' });
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    expect(verifyPreviewToken(payload.config.secret, link.searchParams.get('preview') ?? '', Date.parse(expiresAt) + 1)).toBeNull();
    expect(verifyPreviewToken('another secret', link.searchParams.get('preview') ?? '')).toBeNull();
  });
});
