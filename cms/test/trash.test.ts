import { TRASH_RETENTION_DAYS } from '@starshelf/contract';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  AS_SYSTEM,
  countLinkTargets,
  findAuthors,
  findBooks,
  findSeries,
  findShowcaseBooks,
  getAuthorDetail,
  getAwardDetail,
  getBookDetail,
  getSeriesDetail,
  listAwards,
  listGenres,
  listLinkTargets,
  listMoods,
  purgeExpiredTrash,
  resolveCatalogueId,
  searchCatalogue,
  setBookAwards,
  writeRatingAggregate,
  existingIds,
  upsertByExternalId,
} from '../src/catalogue/index.js';
import { booksMatching } from '../src/catalogue/recommend/books-matching.js';
import { cataloguePool } from '../src/catalogue/runtime.js';
import { catalogueQuery } from '../src/catalogue/sql.js';
import type { TrashableCollection } from '../src/catalogue/trash.js';
import { readTranslationStatus } from '../src/translation-status/read-translation-status.js';
import { listenToCatalogueChanges } from './helpers/change-notices.js';
import { useTestCatalogue } from './helpers/test-catalogue.js';

const DAY_MS = 24 * 60 * 60 * 1000;

// docs/rules.md §4: a deleted catalogue document waits in Payload's trash, hidden from readers,
// until it is restored or, after the retention, deleted for good (decision 121).
describe('the catalogue trash', () => {
  const catalogue = useTestCatalogue('trash');
  const ids: Record<string, number> = {};

  const trash = async (collection: TrashableCollection, id: number, at = new Date()) =>
    catalogue.payload.update({ collection, id, data: { deletedAt: at.toISOString() } as never, overrideAccess: true });
  // What the admin's Restore (as published) does: the same update with deletedAt cleared, on a
  // trashed document; without `_status: 'published'` Payload restores it as a draft (decision 123).
  const restore = async (collection: TrashableCollection, id: number) =>
    catalogue.payload.update({ collection, id, data: { deletedAt: null, _status: 'published' } as never, trash: true, overrideAccess: true });

  beforeAll(async () => {
    const { payload } = catalogue;
    const create = async (collection: 'authors' | 'genres' | 'series' | 'awards', data: Record<string, unknown>) =>
      (await payload.create({ collection, data: data as never, overrideAccess: true })).id;
    ids.leguin = await create('authors', { name: 'Ursula K. Le Guin' });
    ids.other = await create('authors', { name: 'Other Author' });
    ids.fantasy = await create('genres', { name: 'Fantasy' });
    ids.earthsea = await create('series', { name: 'Earthsea' });
    ids.award = await create('awards', { name: 'Nebula Award' });
    const book = async (title: string, authors: number[], extra: Record<string, unknown> = {}) =>
      (await payload.create({ collection: 'books', data: { title, authors, genres: [ids.fantasy], ...extra } as never, overrideAccess: true })).id;
    ids.wizard = await book('A Wizard of Earthsea', [ids.leguin!], { allSeries: [{ series: ids.earthsea, position: '1', positionSort: 1 }] });
    ids.tombs = await book('The Tombs of Atuan', [ids.leguin!], { allSeries: [{ series: ids.earthsea, position: '2', positionSort: 2 }] });
    ids.unrelated = await book('Some Other Book', [ids.other!]);
    await payload.create({ collection: 'editions', data: { book: ids.wizard, title: 'A Wizard of Earthsea', isPrimaryEdition: true } as never, overrideAccess: true });
    await setBookAwards(ids.wizard, [{ awardId: ids.award, isWinner: true, category: 'Best Novel', year: 1969 }], AS_SYSTEM);
    await writeRatingAggregate('books', ids.wizard, 4.5, 200);
    await writeRatingAggregate('books', ids.unrelated, 3, 200);
    await catalogueQuery(`insert into cms.book_moods (book_id, mood, share) values ($1, 'classic', 1)`, [ids.wizard]);
  });

  /** Everything a reader may see of the wizard book, each read as the site makes it. */
  async function whatReadersSee() {
    const wizard = ids.wizard!;
    const bookIds = (items: { id: number }[]) => items.map((item) => item.id);
    return {
      list: bookIds((await findBooks({ page: 1, limit: 50 })).items),
      listTotal: (await findBooks({ page: 1, limit: 50 })).total,
      inGenre: bookIds((await findBooks({ page: 1, limit: 50, genre: 'fantasy' })).items),
      detail: (await getBookDetail(wizard))?.id ?? null,
      bySlug: await resolveCatalogueId('books', 'a-wizard-of-earthsea'),
      authorBooks: (await findAuthors({ page: 1, limit: 50 })).items.find((author) => author.id === ids.leguin)?.bookCount,
      authorPage: bookIds((await getAuthorDetail(ids.leguin!))?.books ?? []),
      genreBooks: (await listGenres()).find((genre) => genre.id === ids.fantasy)?.bookCount,
      seriesBooks: (await findSeries({ page: 1, limit: 50 })).items.find((series) => series.id === ids.earthsea)?.bookCount,
      seriesPage: bookIds((await getSeriesDetail(ids.earthsea!))?.books ?? []),
      awardWinners: (await getAwardDetail(ids.award!))?.years.flatMap((year) => year.categories.flatMap((group) => group.winners.map((entry) => entry.book?.id))),
      awardsWithEntries: (await listAwards()).map((award) => award.id),
      search: bookIds((await searchCatalogue('wizard')).books),
      sitemap: (await listLinkTargets('books', { firstId: 1, lastId: 1_000_000 })).map((target) => target.id),
      sitemapCount: (await countLinkTargets('books')).count,
      showcase: bookIds(await findShowcaseBooks(9)),
      classicMood: (await listMoods()).find((mood) => mood.slug === 'classic')?.bookCount,
      recommended: bookIds(await booksMatching({ genreIds: [ids.fantasy!], limit: 10 })),
    };
  }

  it('hides a trashed book from every public read and brings it back whole on restore', async () => {
    const before = await whatReadersSee();
    expect(before).toMatchObject({
      detail: ids.wizard,
      bySlug: ids.wizard,
      authorBooks: 2,
      genreBooks: 3,
      seriesBooks: 2,
      awardWinners: [ids.wizard],
      classicMood: 1,
      sitemapCount: 3,
    });
    for (const key of ['list', 'inGenre', 'authorPage', 'seriesPage', 'search', 'sitemap', 'showcase', 'recommended'] as const) {
      expect(before[key], key).toContain(ids.wizard);
    }

    await trash('books', ids.wizard!);
    const trashed = await whatReadersSee();
    expect(trashed).toMatchObject({
      listTotal: before.listTotal - 1,
      detail: null,
      bySlug: null,
      authorBooks: 1,
      genreBooks: 2,
      seriesBooks: 1,
      awardWinners: [],
      classicMood: 0,
      sitemapCount: 2,
    });
    for (const key of ['list', 'inGenre', 'authorPage', 'seriesPage', 'search', 'sitemap', 'showcase', 'recommended'] as const) {
      expect(trashed[key], key).not.toContain(ids.wizard);
    }
    // Its own rows stay for the restore: editions, award entry, relations.
    expect(await catalogueQuery('select count(*)::int as n from cms.editions where book_id = $1', [ids.wizard])).toEqual([{ n: 1 }]);

    await restore('books', ids.wizard!);
    expect(await whatReadersSee()).toEqual(before);
  });

  it('hides a trashed author, genre, series and award, and their links from the books that keep them', async () => {
    const detail = async () => getBookDetail(ids.wizard!);
    const lonely = (await catalogue.payload.create({ collection: 'series', data: { name: 'Lonely Series' } as never, overrideAccess: true })).id;
    await trash('authors', ids.leguin!);
    await trash('genres', ids.fantasy!);
    await trash('series', lonely);
    await trash('awards', ids.award!);

    expect(await detail()).toMatchObject({ authors: [], genres: [], awards: [] });
    expect(await getAuthorDetail(ids.leguin!)).toBeNull();
    expect(await getSeriesDetail(lonely)).toBeNull();
    expect(await getAwardDetail(ids.award!)).toBeNull();
    expect((await findAuthors({ page: 1, limit: 50 })).items.map((author) => author.id)).not.toContain(ids.leguin);
    expect((await findSeries({ page: 1, limit: 50 })).items.map((series) => series.id)).not.toContain(lonely);
    expect((await listGenres()).map((genre) => genre.id)).not.toContain(ids.fantasy);
    expect((await listAwards()).map((award) => award.id)).not.toContain(ids.award);
    expect((await findBooks({ page: 1, limit: 50, genre: 'fantasy' })).items).toEqual([]);
    for (const [table, id] of [['authors', ids.leguin], ['series', lonely], ['genres', ids.fantasy], ['awards', ids.award]] as const) {
      expect(await resolveCatalogueId(table, id!), table).toBeNull();
    }
    expect((await searchCatalogue('lonely')).series).toEqual([]);
    expect((await searchCatalogue('le guin')).authors).toEqual([]);
    expect((await searchCatalogue('nebula')).awards).toEqual([]);

    for (const [collection, id] of [['authors', ids.leguin], ['genres', ids.fantasy], ['series', lonely], ['awards', ids.award]] as const) {
      await restore(collection, id!);
    }
    expect(await detail()).toMatchObject({
      authors: [expect.objectContaining({ id: ids.leguin })],
      genres: [expect.objectContaining({ id: ids.fantasy })],
      awards: [expect.objectContaining({ award: expect.objectContaining({ id: ids.award }) })],
    });
    expect((await searchCatalogue('lonely')).series.map((hit) => hit.id)).toEqual([lonely]);
  });

  it('refuses to move a series that still holds books to the trash, as it refuses to delete it', async () => {
    const refusal = await trash('series', ids.earthsea!).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ status: 409, message: 'This series still holds 2 books. Remove them from the series first.' });
    expect(await getSeriesDetail(ids.earthsea!)).not.toBeNull();
  });

  it('shows the trash to editors only, whatever an anonymous REST read asks for', async () => {
    const { payload, editor } = catalogue;
    await trash('books', ids.tombs!);
    const anonymous = await payload.find({ collection: 'books', trash: true, overrideAccess: false, depth: 0, pagination: false });
    expect(anonymous.docs.map((doc) => doc.id)).not.toContain(ids.tombs);
    const asEditor = await payload.find({ collection: 'books', trash: true, overrideAccess: false, user: { ...editor, collection: 'editors' }, depth: 0, pagination: false });
    expect(asEditor.docs.map((doc) => doc.id)).toContain(ids.tombs);
    await restore('books', ids.tombs!);
  });

  it('keeps a trashed document\'s slug, so a new one with the same title gets its own', async () => {
    const { payload } = catalogue;
    const first = await payload.create({ collection: 'authors', data: { name: 'Twin Name' } as never, overrideAccess: true });
    await trash('authors', first.id);
    const second = await payload.create({ collection: 'authors', data: { name: 'Twin Name' } as never, overrideAccess: true });
    expect(second.slug).not.toBe(first.slug);
    await restore('authors', first.id);
    expect(await resolveCatalogueId('authors', first.slug!)).toBe(first.id);
  });

  it('lets a re-run of the import update a trashed document in the trash instead of failing on its source id', async () => {
    const first = await upsertByExternalId('genres', 4242, { name: 'Seeded Genre' } as never, AS_SYSTEM);
    await trash('genres', first.id);
    const again = await upsertByExternalId('genres', 4242, { name: 'Seeded Genre, renamed' } as never, AS_SYSTEM);
    expect(again).toEqual({ id: first.id, isCreated: false });
    expect(await catalogueQuery('select deleted_at is not null as "isTrashed" from cms.genres where id = $1', [first.id])).toEqual([{ isTrashed: true }]);
    expect(await existingIds('genres', [first.id, ids.fantasy!])).toEqual(new Set([ids.fantasy]));
  });

  it('leaves a trashed document out of the editors\' translation status', async () => {
    const untranslated = (await catalogue.payload.create({ collection: 'awards', data: { name: 'English Only Award' } as never, overrideAccess: true })).id;
    const listed = async () =>
      (await readTranslationStatus(cataloguePool(), { collection: 'awards', locale: 'de', page: 1, limit: 100 })).items.map((item) => item.id);
    expect(await listed()).toContain(untranslated);
    await trash('awards', untranslated);
    expect(await listed()).not.toContain(untranslated);
  });

  it('sends the catalogue change notice when a document goes to the trash and when it comes back', async () => {
    const { notices, close } = await listenToCatalogueChanges(catalogue.databaseUrl);
    try {
      await trash('genres', ids.fantasy!);
      await expect.poll(() => notices).toContain('genres');
      notices.length = 0;
      await restore('genres', ids.fantasy!);
      await expect.poll(() => notices).toContain('genres');
    } finally {
      await close();
    }
  });

  it(`deletes for good what has been in the trash over ${TRASH_RETENTION_DAYS} days, with its editions, and nothing younger`, async () => {
    const { payload } = catalogue;
    const now = new Date();
    const old = new Date(now.getTime() - (TRASH_RETENTION_DAYS + 1) * DAY_MS);
    const young = new Date(now.getTime() - (TRASH_RETENTION_DAYS - 1) * DAY_MS);
    const series = (await payload.create({ collection: 'series', data: { name: 'Gone Series' } as never, overrideAccess: true })).id;
    const expired = (await payload.create({ collection: 'books', data: { title: 'Expired Book', allSeries: [{ series }] } as never, overrideAccess: true })).id;
    await payload.create({ collection: 'editions', data: { book: expired, title: 'Expired Book', isPrimaryEdition: true } as never, overrideAccess: true });
    const waiting = (await payload.create({ collection: 'books', data: { title: 'Waiting Book' } as never, overrideAccess: true })).id;
    // A series still holding a book outside the trash is refused and stays, to be tried again.
    const heldSeries = (await payload.create({ collection: 'series', data: { name: 'Held Series' } as never, overrideAccess: true })).id;
    const live = (await payload.create({ collection: 'books', data: { title: 'Live Book', allSeries: [{ series: heldSeries }] } as never, overrideAccess: true })).id;
    await trash('books', expired, old);
    await trash('series', series, old);
    await trash('books', waiting, young);
    // As a writer that skips Payload's hooks could leave it.
    await catalogueQuery('update cms.series set deleted_at = $2 where id = $1', [heldSeries, old.toISOString()]);

    const purge = await purgeExpiredTrash({ now });

    expect(purge.deleted).toEqual([
      { collection: 'books', id: expired },
      { collection: 'series', id: series },
    ]);
    expect(purge.refused).toEqual([{ collection: 'series', id: heldSeries, message: expect.stringContaining('still holds 1 book') }]);
    const exists = async (table: string, id: number) => (await catalogueQuery(`select 1 from cms.${table} where id = $1`, [id])).length > 0;
    expect(await exists('books', expired)).toBe(false);
    expect(await exists('series', series)).toBe(false);
    expect(await catalogueQuery('select id from cms.editions where book_id = $1', [expired])).toEqual([]);
    expect(await exists('books', waiting)).toBe(true);
    expect(await exists('series', heldSeries)).toBe(true);
    expect(await exists('books', live)).toBe(true);
    expect(await exists('books', ids.wizard!)).toBe(true);
  });
});
