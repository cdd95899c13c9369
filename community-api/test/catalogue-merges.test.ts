// Editors' merges of duplicate books, authors and series and their undo (docs/rules.md §4, docs/api.md
// "Catalogue care", decision 122): the REST calls under /cms/api answered by Payload in process, the
// rows of both schemas, the public API, pages, search and sitemaps on the same database.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { handleCmsRestRequest } from '@starshelf/cms/payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/lib/logger.js';
import { listenForCatalogueChanges, type CatalogueChanges } from '../src/modules/catalogue/catalogue-changes.js';
import { reconcileRatingAggregates } from '../src/modules/ratings/reconcile-aggregates.js';
import { createMember } from './support/members.js';
import { useSuiteDatabase } from './support/suite.js';
import type { TestApp } from './support/test-app.js';
import { createCatalogueDatabase, fixture } from './support/test-catalogue.js';
import { waitFor } from './support/wait-for.js';

const STAND_IN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'stand-in-renderer.mjs');
const logger = createLogger({ logLevel: 'silent', nodeEnv: 'test' });
const PASSWORD = 'Correct-Horse-9!';

type Json = Record<string, unknown>;

describe('merging duplicates', () => {
  const suite = useSuiteDatabase(createCatalogueDatabase);
  let app: TestApp;
  let changes: CatalogueChanges;
  let editorToken = '';

  beforeAll(async () => {
    changes = listenForCatalogueChanges(suite.database.url, logger);
    await waitFor(() => changes.isLive());
    app = await suite.startApp({ pageRendererFile: STAND_IN, catalogueChanges: changes, chatModel: null });
    const { payload } = suite.database;
    await payload.create({ collection: 'editors', data: { email: 'merger@starshelf.test', password: PASSWORD, name: 'Merger' }, overrideAccess: true });
    editorToken = (await payload.login({ collection: 'editors', data: { email: 'merger@starshelf.test', password: PASSWORD } })).token ?? '';
  });
  afterAll(async () => {
    await changes?.close();
  });

  /** A call of the CMS's REST API as the admin makes it (`/cms/api/...` is `/api/...` inside Next's base path). */
  async function cms(method: 'GET' | 'POST', url: string, body?: unknown, headers: Record<string, string> = { authorization: `JWT ${editorToken}` }) {
    const response = await handleCmsRestRequest(
      suite.database.payload,
      new Request(`http://cms.test/api${url}`, {
        method,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    return { status: response.status, body: (await response.json()) as Json & { errors?: { message: string }[] } };
  }

  const sql = async <T extends Json>(text: string, values: unknown[] = []): Promise<T[]> => (await app.pool.query<T>(text, values)).rows;

  async function member(): Promise<string> {
    return (await createMember(app)).id;
  }

  async function rate(table: 'book_ratings' | 'author_ratings', user: string, item: number, rating: number, review: string | null, daysAgo: number) {
    const column = table === 'book_ratings' ? 'book_id' : 'author_id';
    await sql(
      `insert into community.${table} (user_id, ${column}, rating, review, created_at, updated_at)
       values ($1, $2, $3, $4, now() - make_interval(days => $5), now() - make_interval(days => $5))`,
      [user, item, rating, review, daysAgo],
    );
  }

  async function shelve(user: string, book: number, status: 'to_read' | 'reading' | 'read', daysAgo: number) {
    await sql(
      `insert into community.reading_list_entries (user_id, book_id, status, added_at, updated_at)
       values ($1, $2, $3, now() - make_interval(days => $4), now() - make_interval(days => $4))`,
      [user, book, status, daysAgo],
    );
  }

  /** Whether the admin (drafts, as an editor) lists `id` among the live documents and in the trash. */
  async function editorsSee(collection: 'books' | 'authors' | 'series', id: number) {
    const { payload } = suite.database;
    const where = { id: { equals: id } };
    const live = await payload.find({ collection, where, draft: true, depth: 0, overrideAccess: true });
    const trashed = await payload.find({ collection, where: { and: [where, { deletedAt: { exists: true } }] }, draft: true, trash: true, depth: 0, overrideAccess: true });
    return { live: live.totalDocs === 1, trashed: trashed.totalDocs === 1 };
  }

  /** The authors of a book as the admin's edit form loads them (the latest version, drafts included). */
  async function latestAuthorsOf(book: number): Promise<number[]> {
    const doc = await suite.database.payload.findByID({ collection: 'books', id: book, draft: true, depth: 0, overrideAccess: true });
    return ((doc as { authors?: (number | { id: number })[] }).authors ?? []).map((author) => (typeof author === 'number' ? author : author.id));
  }

  /** A book's series entries as the admin's edit form loads them (the latest version). */
  async function latestSeriesOf(book: number): Promise<[number, string][]> {
    const doc = await suite.database.payload.findByID({ collection: 'books', id: book, draft: true, depth: 0, overrideAccess: true });
    const entries = (doc as { allSeries?: { series: number | { id: number }; position: string }[] }).allSeries ?? [];
    return entries.map((entry) => [typeof entry.series === 'number' ? entry.series : entry.series.id, entry.position]);
  }

  /** The aggregates as the rating jobs and the reconcile leave them, from the ratings written above. */
  async function settleAggregates() {
    await reconcileRatingAggregates();
  }

  /** Every row a merge of these documents may touch, in a stable order: compared before the merge and after its undo. */
  async function snapshot(ids: number[]) {
    const rows = (text: string) => sql<{ row: Json }>(text, [ids]).then((found) => found.map((found) => found.row));
    return {
      books: await rows(`select to_jsonb(b) - 'updated_at' as row from cms.books b where id = any($1) order by id`),
      authors: await rows(`select to_jsonb(a) - 'updated_at' as row from cms.authors a where id = any($1) order by id`),
      series: await rows(`select to_jsonb(s) - 'updated_at' as row from cms.series s where id = any($1) order by id`),
      editions: await rows(`select jsonb_build_object('id', id, 'book', book_id, 'primary', is_primary_edition) as row from cms.editions where book_id = any($1) order by id`),
      awardEntries: await rows(`select jsonb_build_object('id', id, 'book', book_id) as row from cms.award_entries where book_id = any($1) order by id`),
      seriesEntries: await rows(`select to_jsonb(x) as row from cms.books_all_series x where _parent_id = any($1) or series_id = any($1) order by id`),
      authorLinks: await rows(`select to_jsonb(x) as row from cms.books_rels x where path = 'authors' and (authors_id = any($1) or parent_id = any($1)) order by id`),
      bookRatings: await rows(`select to_jsonb(x) as row from community.book_ratings x where book_id = any($1) order by book_id, user_id`),
      authorRatings: await rows(`select to_jsonb(x) as row from community.author_ratings x where author_id = any($1) order by author_id, user_id`),
      readingList: await rows(`select to_jsonb(x) as row from community.reading_list_entries x where book_id = any($1) order by book_id, user_id`),
      slugHistory: await rows(`select jsonb_build_object('c', collection, 's', slug, 'd', document_id) as row from cms.slug_history where document_id = any($1) order by 1`),
      search: await rows(`select jsonb_build_object('type', type, 'id', item_id, 'popularity', popularity) as row from cms.search_documents where item_id = any($1) order by type, item_id`),
    };
  }

  const expectMoved = async (url: string, location: string) => {
    const response = await app.bare.get(url);
    expect(response.status, url).toBe(301);
    expect(response.headers.location).toBe(location);
  };

  describe('a book', () => {
    let duplicate: number;
    let survivor: number;
    let mergeId: number;
    let before: Awaited<ReturnType<typeof snapshot>>;
    const members: Record<'onlyDuplicate' | 'newerOnSurvivor' | 'newerOnDuplicate' | 'onlySurvivor' | 'later', string> = {} as never;
    let seriesOne: number;
    let seriesTwo: number;

    beforeAll(async () => {
      const { payload } = suite.database;
      const author = await fixture(payload, 'authors', { name: 'Ursula K. Le Guin' });
      seriesOne = await fixture(payload, 'series', { name: 'Hainish Cycle' });
      seriesTwo = await fixture(payload, 'series', { name: 'Ekumen Omnibus' });
      survivor = await fixture(payload, 'books', { title: 'The Left Hand of Darkness', publicationYear: 1969, authors: [author], allSeries: [{ series: seriesOne, position: '4' }] });
      duplicate = await fixture(payload, 'books', {
        title: 'The Left Hand of Darkness',
        publicationYear: 1970,
        authors: [author],
        allSeries: [{ series: seriesOne, position: '6' }, { series: seriesTwo, position: '1' }],
      });
      await fixture(payload, 'editions', { book: survivor, title: 'Ace, 1969', isPrimaryEdition: true });
      await fixture(payload, 'editions', { book: duplicate, title: 'Gollancz, 1970', isPrimaryEdition: true });
      await fixture(payload, 'editions', { book: duplicate, title: 'Penguin, 2018' });
      const award = await fixture(payload, 'awards', { name: 'Hugo Award' });
      await fixture(payload, 'award-entries', { award, book: duplicate, year: 1970, result: 'winner', isWinner: true, category: 'Best Novel' });

      for (const key of Object.keys({ onlyDuplicate: 0, newerOnSurvivor: 0, newerOnDuplicate: 0, onlySurvivor: 0, later: 0 }) as (keyof typeof members)[]) {
        members[key] = await member();
      }
      await rate('book_ratings', members.onlyDuplicate, duplicate, 5, 'A masterpiece.', 10);
      await rate('book_ratings', members.newerOnSurvivor, duplicate, 2, 'Slow start.', 20);
      await rate('book_ratings', members.newerOnSurvivor, survivor, 4, null, 5);
      await rate('book_ratings', members.newerOnDuplicate, duplicate, 5, null, 3);
      await rate('book_ratings', members.newerOnDuplicate, survivor, 3, 'Fine.', 30);
      await rate('book_ratings', members.onlySurvivor, survivor, 1, null, 7);
      await shelve(members.onlyDuplicate, duplicate, 'read', 10);
      await shelve(members.newerOnSurvivor, duplicate, 'reading', 20);
      await shelve(members.newerOnSurvivor, survivor, 'to_read', 2);
      await shelve(members.newerOnDuplicate, duplicate, 'to_read', 1);
      await shelve(members.newerOnDuplicate, survivor, 'read', 40);
      await settleAggregates();
      before = await snapshot([duplicate, survivor, seriesOne, seriesTwo]);
    });

    it('previews both documents side by side, the counts that would move and the conflicts with their rules', async () => {
      const preview = await cms('GET', `/books/${duplicate}/merge?into=${survivor}`);
      expect(preview.status, JSON.stringify(preview.body)).toBe(200);
      expect(preview.body.moves).toEqual({ editions: 2, ratings: 3, reviews: 2, readingList: 3, awardEntries: 1, seriesEntries: 2, bookLinks: 0 });
      const conflicts = Object.fromEntries((preview.body.conflicts as { kind: string; count: number; rule: string }[]).map((conflict) => [conflict.kind, conflict.count]));
      expect(conflicts).toEqual({ ratings: 2, readingList: 2, seriesEntries: 1, primaryEdition: 1 });
      const fields = preview.body.fields as { field: string; label: string; from: string; into: string; differs: boolean }[];
      expect(fields.find((field) => field.field === 'publicationYear')).toEqual({ field: 'publicationYear', label: 'Publication Year', from: '1970', into: '1969', differs: true });
      // Bookkeeping and the rich-text editor's virtual field (the markdown is compared) are left out.
      expect(fields.map((field) => field.field)).not.toContain('_status');
      expect(fields.map((field) => field.field)).not.toContain('updatedBy');
      expect(fields.map((field) => field.field)).not.toContain('descriptionRichText');
      expect(fields.find((field) => field.field === 'title')).toMatchObject({ differs: false });
      // A preview writes nothing.
      expect(await snapshot([duplicate, survivor, seriesOne, seriesTwo])).toEqual(before);
    });

    it('moves every kind of row with exact counts, settles conflicts by rule and recomputes the aggregates', async () => {
      const duplicateSlug = (before.books.find((row) => row.id === duplicate) as { slug: string }).slug;
      const merged = await cms('POST', `/books/${duplicate}/merge`, { into: survivor });
      expect(merged.status, JSON.stringify(merged.body)).toBe(200);
      mergeId = merged.body.mergeId as number;
      expect(merged.body.moved).toEqual({ editions: 2, ratings: 3, reviews: 2, readingList: 3, awardEntries: 1, seriesEntries: 2, bookLinks: 0 });
      expect(merged.body.redirect).toEqual({ from: `/books/${duplicateSlug}-${duplicate}`, to: `/books/the-left-hand-of-darkness-${survivor}` });

      const ratings = await sql<{ user_id: string; rating: number; review: string | null }>(
        `select user_id::text, rating, review from community.book_ratings where book_id = $1`,
        [survivor],
      );
      const byMember = Object.fromEntries(ratings.map((row) => [row.user_id, [row.rating, row.review]]));
      expect(byMember).toEqual({
        [members.onlyDuplicate]: [5, 'A masterpiece.'],
        // The newer rating wins; the older one's review stays with it when it has none.
        [members.newerOnSurvivor]: [4, 'Slow start.'],
        [members.newerOnDuplicate]: [5, 'Fine.'],
        [members.onlySurvivor]: [1, null],
      });
      const list = await sql<{ user_id: string; status: string }>(`select user_id::text, status from community.reading_list_entries where book_id = $1`, [survivor]);
      expect(Object.fromEntries(list.map((row) => [row.user_id, row.status]))).toEqual({
        [members.onlyDuplicate]: 'read',
        // The more advanced status wins, whichever is newer.
        [members.newerOnSurvivor]: 'reading',
        [members.newerOnDuplicate]: 'read',
      });
      expect(await sql(`select count(*)::int as n from community.book_ratings where book_id = $1`, [duplicate])).toEqual([{ n: 0 }]);
      expect(await sql(`select count(*)::int as n from community.reading_list_entries where book_id = $1`, [duplicate])).toEqual([{ n: 0 }]);

      const editions = await sql<{ primary: boolean }>(`select is_primary_edition as primary from cms.editions where book_id = $1 order by id`, [survivor]);
      expect(editions.map((row) => row.primary)).toEqual([true, false, false]);
      expect(await sql(`select count(*)::int as n from cms.award_entries where book_id = $1`, [survivor])).toEqual([{ n: 1 }]);
      const series = await sql<{ series_id: number; position: string }>(`select series_id, position from cms.books_all_series where _parent_id = $1 order by series_id`, [survivor]);
      expect(series).toEqual([{ series_id: seriesOne, position: '4' }, { series_id: seriesTwo, position: '1' }]);

      const detail = await app.bare.get(`/api/books/${survivor}`);
      expect(detail.body.data).toMatchObject({ ratingsCount: 4, averageRating: 3.8 });
      const [duplicateRow] = await sql<{ average_rating: string | null; ratings_count: string; deleted_at: Date | null }>(
        `select average_rating, ratings_count, deleted_at from cms.books where id = $1`,
        [duplicate],
      );
      expect(duplicateRow).toMatchObject({ average_rating: null, ratings_count: '0' });
      expect(duplicateRow?.deleted_at).not.toBeNull();
      expect(await editorsSee('books', duplicate)).toEqual({ live: false, trashed: true });
      expect(await latestSeriesOf(survivor)).toEqual([[seriesOne, '4'], [seriesTwo, '1']]);
    });

    it('takes the duplicate out of every list, search and sitemap, and its addresses answer 301 to the survivor', async () => {
      const survivorAddress = `the-left-hand-of-darkness-${survivor}`;
      const duplicateSlug = (before.books.find((row) => row.id === duplicate) as { slug: string }).slug;
      await expectMoved(`/api/books/${duplicate}`, `/api/books/${survivorAddress}`);
      await expectMoved(`/api/books/${duplicateSlug}-${duplicate}?locale=de`, `/api/books/${survivorAddress}?locale=de`);
      await waitFor(async () => (await app.bare.get(`/books/${duplicateSlug}-${duplicate}`)).status === 301, 5_000);
      await expectMoved(`/books/${duplicateSlug}-${duplicate}?lang=it`, `/books/${survivorAddress}?lang=it`);
      await expectMoved(`/books/${duplicateSlug}`, `/books/${survivorAddress}`);

      const ids = (items: { id: number }[]) => items.map((item) => item.id);
      expect(ids((await app.bare.get('/api/books?limit=100')).body.data.items)).not.toContain(duplicate);
      expect(ids((await app.bare.get('/api/search?q=left%20hand')).body.data.books)).toEqual([survivor]);
      const seriesDetail = await app.bare.get(`/api/series/${seriesTwo}`);
      expect(ids(seriesDetail.body.data.books)).toEqual([survivor]);
      const sitemap = (await app.bare.get('/sitemaps/books-1.xml')).text;
      expect(sitemap).toContain(`/books/${survivorAddress}<`);
      expect(sitemap).not.toContain(`-${duplicate}<`);
    });

    it('refuses a restore of the merged document from the trash, naming its undo', async () => {
      await expect(
        suite.database.payload.update({ collection: 'books', id: duplicate, data: { deletedAt: null } as never, trash: true, overrideAccess: true }),
      ).rejects.toThrow(new RegExp(`Undo merge ${mergeId}`));
    });

    it('refuses a second merge of the same duplicate and a merge into it', async () => {
      const third = await fixture(suite.database.payload, 'books', { title: 'The Dispossessed' });
      const twice = await cms('POST', `/books/${duplicate}/merge`, { into: third });
      expect(twice.status).toBe(409);
      expect(twice.body.errors?.[0]?.message).toMatch(/already merged/);
      const intoTrashed = await cms('POST', `/books/${third}/merge`, { into: duplicate });
      expect(intoTrashed.status).toBe(409);
      expect(intoTrashed.body.errors?.[0]?.message).toMatch(/trash/);
    });

    it('puts back every row as it was on undo; a rating given on the survivor since stays there', async () => {
      await rate('book_ratings', members.later, survivor, 2, 'Given after the merge.', 0);
      const undone = await cms('POST', `/merges/${mergeId}/undo`);
      expect(undone.status, JSON.stringify(undone.body)).toBe(200);

      const after = await snapshot([duplicate, survivor, seriesOne, seriesTwo]);
      const later = (row: Json) => row.user_id === members.later;
      expect(after.bookRatings.filter(later)).toHaveLength(1);
      // The survivor's aggregate counts the later rating
      // (and the series holding the survivor with it); everything else is as it was.
      const others = (rows: Json[], id: number) => rows.filter((row) => row.id !== id);
      expect({
        ...after,
        bookRatings: after.bookRatings.filter((row) => !later(row)),
        books: others(after.books, survivor),
        series: others(after.series, seriesOne),
        search: [],
      }).toEqual({ ...before, books: others(before.books, survivor), series: others(before.series, seriesOne), search: [] });
      expect(after.series.find((row) => row.id === seriesOne)).toMatchObject({ ratings_count: 7 });
      // Its search document is written again (from today's aggregates).
      expect(after.search.filter((row) => row.type === 'book').map((row) => row.id)).toEqual(expect.arrayContaining([duplicate, survivor]));
      expect((await app.bare.get(`/api/books/${survivor}`)).body.data).toMatchObject({ ratingsCount: 4 });

      const duplicateSlug = (before.books.find((row) => row.id === duplicate) as { slug: string }).slug;
      await waitFor(async () => (await app.bare.get(`/books/${duplicateSlug}-${duplicate}`)).status === 200, 5_000);
      expect((await app.bare.get(`/api/books/${duplicate}`)).status).toBe(200);
      expect((await app.bare.get('/api/search?q=left%20hand')).body.data.books.map((item: { id: number }) => item.id).sort()).toEqual([survivor, duplicate].sort());
    });

    it('refuses an undo done already, and one after 30 days', async () => {
      const again = await cms('POST', `/merges/${mergeId}/undo`);
      expect(again.status).toBe(409);
      expect(again.body.errors?.[0]?.message).toMatch(/undone already/);

      const merged = await cms('POST', `/books/${duplicate}/merge`, { into: survivor });
      expect(merged.status).toBe(200);
      await sql(`update cms.merges set merged_at = now() - make_interval(days => 31) where id = $1`, [merged.body.mergeId]);
      const late = await cms('POST', `/merges/${merged.body.mergeId as number}/undo`);
      expect(late.status).toBe(410);
      expect(late.body.errors?.[0]?.message).toMatch(/30 days/);
      const list = await cms('GET', '/merges');
      expect((list.body.items as { id: number; canUndo: boolean }[]).find((item) => item.id === merged.body.mergeId)).toMatchObject({ canUndo: false });
      // A day short of the window it is accepted.
      await sql(`update cms.merges set merged_at = now() - make_interval(days => 29) where id = $1`, [merged.body.mergeId]);
      expect((await cms('POST', `/merges/${merged.body.mergeId as number}/undo`)).status).toBe(200);
    });
  });

  it('keeps on the survivor a moved rating its member changed since the merge, and gives the duplicate its own back on undo', async () => {
    const { payload } = suite.database;
    const survivor = await fixture(payload, 'books', { title: 'The Lathe of Heaven' });
    const duplicate = await fixture(payload, 'books', { title: 'The Lathe of Heaven' });
    const reader = await member();
    await rate('book_ratings', reader, duplicate, 2, 'Odd.', 4);
    const merged = await cms('POST', `/books/${duplicate}/merge`, { into: survivor });
    expect(merged.status).toBe(200);
    await sql(`update community.book_ratings set rating = 5, review = 'Better on rereading.', updated_at = now() where user_id = $1 and book_id = $2`, [reader, survivor]);

    expect((await cms('POST', `/merges/${merged.body.mergeId as number}/undo`)).status).toBe(200);
    const rows = await sql<{ book_id: number; rating: number; review: string }>(
      `select book_id, rating, review from community.book_ratings where user_id = $1 order by book_id`,
      [reader],
    );
    expect(rows).toEqual([
      { book_id: survivor, rating: 5, review: 'Better on rereading.' },
      { book_id: duplicate, rating: 2, review: 'Odd.' },
    ]);
  });

  describe('an author', () => {
    it('moves the books\' links and the author ratings, answers 301 from the old address, and undoes exactly', async () => {
      const { payload } = suite.database;
      const survivor = await fixture(payload, 'authors', { name: 'Octavia E. Butler' });
      const duplicate = await fixture(payload, 'authors', { name: 'Octavia Butler' });
      const onlyDuplicate = await fixture(payload, 'books', { title: 'Kindred', authors: [duplicate] });
      const both = await fixture(payload, 'books', { title: 'Fledgling', authors: [survivor, duplicate] });
      const [first, second] = [await member(), await member()];
      await rate('author_ratings', first, duplicate, 5, 'Essential.', 3);
      await rate('author_ratings', second, duplicate, 4, null, 1);
      await rate('author_ratings', second, survivor, 2, 'Hm.', 9);
      await settleAggregates();
      const ids = [survivor, duplicate, onlyDuplicate, both];
      const before = await snapshot(ids);

      const preview = await cms('GET', `/authors/${duplicate}/merge?into=${survivor}`);
      expect(preview.body.moves).toMatchObject({ bookLinks: 2, ratings: 2, reviews: 1 });
      const merged = await cms('POST', `/authors/${duplicate}/merge`, { into: survivor });
      expect(merged.status, JSON.stringify(merged.body)).toBe(200);
      expect(merged.body.moved).toEqual({ editions: 0, ratings: 2, reviews: 1, readingList: 0, awardEntries: 0, seriesEntries: 0, bookLinks: 2 });
      expect(merged.body.redirect).toEqual({ from: '/authors/octavia-butler', to: '/authors/octavia-e-butler' });

      const links = await sql<{ parent_id: number; authors_id: number }>(
        `select parent_id, authors_id from cms.books_rels where path = 'authors' and parent_id = any($1) order by parent_id, authors_id`,
        [[onlyDuplicate, both]],
      );
      expect(links).toEqual([{ parent_id: onlyDuplicate, authors_id: survivor }, { parent_id: both, authors_id: survivor }]);
      const ratings = await sql<{ user_id: string; rating: number; review: string | null }>(`select user_id::text, rating, review from community.author_ratings where author_id = $1`, [survivor]);
      expect(Object.fromEntries(ratings.map((row) => [row.user_id, [row.rating, row.review]]))).toEqual({ [first]: [5, 'Essential.'], [second]: [4, 'Hm.'] });
      expect((await app.bare.get(`/api/authors/${survivor}`)).body.data).toMatchObject({ ratingsCount: 2, averageRating: 4.5, bookCount: 2 });
      await expectMoved('/api/authors/octavia-butler', '/api/authors/octavia-e-butler');
      await waitFor(async () => (await app.bare.get('/authors/octavia-butler')).status === 301, 5_000);
      expect((await app.bare.get('/api/authors?limit=100')).body.data.items.map((item: { id: number }) => item.id)).not.toContain(duplicate);
      // The admin reads drafts (each document's latest version): it shows what the merge left too.
      expect(await editorsSee('authors', duplicate)).toEqual({ live: false, trashed: true });
      expect(await latestAuthorsOf(onlyDuplicate)).toEqual([survivor]);
      expect(await latestAuthorsOf(both)).toEqual([survivor]);

      expect((await cms('POST', `/merges/${merged.body.mergeId as number}/undo`)).status).toBe(200);
      expect(await editorsSee('authors', duplicate)).toEqual({ live: true, trashed: false });
      expect(await latestAuthorsOf(onlyDuplicate)).toEqual([duplicate]);
      expect((await latestAuthorsOf(both)).sort()).toEqual([survivor, duplicate].sort());
      const after = await snapshot(ids);
      expect({ ...after, search: [] }).toEqual({ ...before, search: [] });
      expect((await app.bare.get('/api/authors/octavia-butler')).status).toBe(200);
    });
  });

  describe('a series', () => {
    it('moves the series positions, keeps the survivor\'s entry of a book in both, and undoes exactly', async () => {
      const { payload } = suite.database;
      const survivor = await fixture(payload, 'series', { name: 'Earthsea' });
      const duplicate = await fixture(payload, 'series', { name: 'Earthsea Cycle' });
      const inDuplicate = await fixture(payload, 'books', { title: 'A Wizard of Earthsea', allSeries: [{ series: duplicate, position: '1' }] });
      const inBoth = await fixture(payload, 'books', { title: 'The Tombs of Atuan', allSeries: [{ series: survivor, position: '2' }, { series: duplicate, position: 'II' }] });
      const ids = [survivor, duplicate, inDuplicate, inBoth];
      await settleAggregates();
      const before = await snapshot(ids);

      const merged = await cms('POST', `/series/${duplicate}/merge`, { into: survivor });
      expect(merged.status, JSON.stringify(merged.body)).toBe(200);
      expect(merged.body.moved).toEqual({ editions: 0, ratings: 0, reviews: 0, readingList: 0, awardEntries: 0, seriesEntries: 2, bookLinks: 0 });
      expect((merged.body.conflicts as { kind: string; count: number }[]).find((conflict) => conflict.kind === 'seriesEntries')?.count).toBe(1);
      const entries = await sql<{ parent: number; position: string }>(
        `select _parent_id as parent, position from cms.books_all_series where series_id = $1 order by _parent_id`,
        [survivor],
      );
      expect(entries).toEqual([{ parent: inDuplicate, position: '1' }, { parent: inBoth, position: '2' }]);
      expect(await sql(`select count(*)::int as n from cms.books_all_series where _parent_id = $1`, [inBoth])).toEqual([{ n: 1 }]);
      await expectMoved('/api/series/earthsea-cycle', '/api/series/earthsea');
      expect((await app.bare.get('/api/series?limit=100')).body.data.items.map((item: { id: number }) => item.id)).not.toContain(duplicate);
      expect(await editorsSee('series', duplicate)).toEqual({ live: false, trashed: true });
      expect(await latestSeriesOf(inDuplicate)).toEqual([[survivor, '1']]);
      expect(await latestSeriesOf(inBoth)).toEqual([[survivor, '2']]);

      expect((await cms('POST', `/merges/${merged.body.mergeId as number}/undo`)).status).toBe(200);
      expect({ ...(await snapshot(ids)), search: [] }).toEqual({ ...before, search: [] });
    });
  });

  describe('refusals', () => {
    it('answers anyone but an editor with 401 or 403, in Payload\'s error shape', async () => {
      const book = await fixture(suite.database.payload, 'books', { title: 'Always Coming Home' });
      const other = await fixture(suite.database.payload, 'books', { title: 'Always Coming Home' });
      const anonymous = await cms('POST', `/books/${book}/merge`, { into: other }, {});
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.errors?.[0]?.message).toBeTruthy();
      expect((await cms('GET', `/books/${book}/merge?into=${other}`, undefined, {})).status).toBe(401);
      expect((await cms('POST', '/merges/1/undo', undefined, {})).status).toBe(401);
      expect((await cms('POST', `/books/${book}/merge`, { into: other }, { cookie: 'sid=a-member-session' })).status).toBe(401);
      // Only editors sign in to the CMS; another kind of account is refused with 403.
      const endpoints = suite.database.payload.config.collections.find((collection) => collection.slug === 'books')?.endpoints || [];
      const endpoint = endpoints.find((candidate) => candidate.path === '/:id/merge' && candidate.method === 'post');
      const notAnEditor = { user: { id: 1, collection: 'users' }, t: (key: string) => key, routeParams: { id: String(book) } };
      const refused = await endpoint?.handler(notAnEditor as never);
      expect(refused?.status).toBe(403);
      expect(await sql(`select deleted_at from cms.books where id = $1`, [book])).toEqual([{ deleted_at: null }]);
    });

    it.each([
      ['itself', (book: number) => ({ into: book }), 400, /itself/],
      ['no "into"', () => ({}), 400, /"into"/],
      ['an "into" that is not an id', () => ({ into: 'dune' }), 400, /"into"/],
      ['an unknown document', () => ({ into: 2_000_000_000 }), 400, /names no books document/],
      ['another collection', (_book: number, other: number) => ({ into: other, collection: 'authors' }), 400, /across|only be merged into another of books/],
    ])('refuses a merge into %s with 400 and a message', async (_name, body, status, message) => {
      const book = await fixture(suite.database.payload, 'books', { title: 'Lavinia' });
      const other = await fixture(suite.database.payload, 'books', { title: 'Lavinia' });
      const refused = await cms('POST', `/books/${book}/merge`, body(book, other));
      expect(refused.status).toBe(status);
      expect(refused.body.errors?.[0]?.message).toMatch(message);
      expect(await sql(`select count(*)::int as n from cms.merges where from_id = $1`, [book])).toEqual([{ n: 0 }]);
    });

    it('answers an unknown duplicate and an unknown merge with 404', async () => {
      expect((await cms('POST', '/books/2000000000/merge', { into: 1 })).status).toBe(404);
      expect((await cms('POST', '/merges/2000000000/undo')).status).toBe(404);
      expect((await cms('POST', '/merges/x/undo')).status).toBe(400);
    });
  });
});
