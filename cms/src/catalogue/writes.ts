import { DEFAULT_LOCALE, type Locale } from '@starshelf/contract';
import type { RequiredDataFromCollectionSlug } from 'payload';

import { type CatalogueAccess, toLocalApiAccess } from './access.js';
import { published } from './published.js';
import { cataloguePayload } from './runtime.js';
import { catalogueQuery } from './sql.js';
import { type CuratedTable, isPublic } from './public-sql.js';

export type WritableCollection = 'authors' | 'series' | 'genres' | 'awards';

type Data<S extends WritableCollection> = RequiredDataFromCollectionSlug<S>;
type WriteOptions = { locale?: Locale };

const writeOptions = (access: CatalogueAccess, options: WriteOptions) => ({
  locale: options.locale ?? DEFAULT_LOCALE,
  depth: 0,
  ...toLocalApiAccess(access),
});

function idAndSlug(written: unknown): { id: number; slug: string } {
  const { id, slug } = written as { id: number; slug: string };
  return { id, slug };
}

/** Creates a catalogue item; localized fields land in `locale`, slugs follow docs/rules.md §5 (hooks). */
export async function createCatalogueItem<S extends WritableCollection>(
  collection: S,
  data: Data<S>,
  access: CatalogueAccess,
  options: WriteOptions = {},
): Promise<{ id: number; slug: string }> {
  const payload = await cataloguePayload();
  // Payload's generic create does not narrow over a type parameter; the signature is the boundary.
  return idAndSlug(await payload.create({ collection, data: published(data) as never, ...writeOptions(access, options) }));
}

export async function updateCatalogueItem<S extends WritableCollection>(
  collection: S,
  id: number,
  data: Partial<Data<S>>,
  access: CatalogueAccess,
  options: WriteOptions = {},
): Promise<{ id: number; slug: string }> {
  const payload = await cataloguePayload();
  return idAndSlug(await payload.update({ collection, id, data: published(data) as never, ...writeOptions(access, options) }));
}

/**
 * Moves a book, author, series, genre or award to Payload's trash (decision 121): hidden from every
 * reader at once, restorable by an editor for TRASH_RETENTION_DAYS, purged with its community rows
 * after that. A series that still holds books is refused, as its permanent delete is.
 */
export async function trashCatalogueItem(collection: CuratedTable, id: number, access: CatalogueAccess): Promise<void> {
  const payload = await cataloguePayload();
  await payload.update({ collection, id, data: published({ deletedAt: new Date().toISOString() }) as never, depth: 0, ...toLocalApiAccess(access) });
}

/** Deletes a catalogue item for good, skipping the trash (the purge, tests). */
export async function deleteCatalogueItem(collection: WritableCollection, id: number, access: CatalogueAccess): Promise<void> {
  const payload = await cataloguePayload();
  await payload.delete({ collection, id, ...toLocalApiAccess(access) });
}

export type BookAwardLink = { awardId: number; isWinner: boolean; category?: string | null | undefined; year?: number | null | undefined };

/**
 * Replaces a book's award links with `links` in one transaction (PUT semantics): links of the
 * book not in the list go, the rest are created anew.
 */
export async function setBookAwards(bookId: number, links: BookAwardLink[], access: CatalogueAccess): Promise<void> {
  const payload = await cataloguePayload();
  const req = { transactionID: await payload.db.beginTransaction() ?? undefined } as { transactionID?: string | number };
  const common = { ...toLocalApiAccess(access), req };
  try {
    await payload.delete({ collection: 'award-entries', where: { book: { equals: bookId } }, ...common });
    for (const link of links) {
      await payload.create({
        collection: 'award-entries',
        data: { award: link.awardId, book: bookId, isWinner: link.isWinner, category: link.category ?? null, year: link.year ?? null },
        depth: 0,
        ...common,
      });
    }
    if (req.transactionID !== undefined) await payload.db.commitTransaction(req.transactionID);
  } catch (error) {
    if (req.transactionID !== undefined) await payload.db.rollbackTransaction(req.transactionID);
    throw error;
  }
}

/** Whether each id exists, for validating links before a write. */
export async function existingIds(table: 'books' | 'awards' | 'authors' | 'genres' | 'series', ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await catalogueQuery<{ id: number }>(`select t.id from cms.${table} t where t.id = any($1::int[]) and ${isPublic('t')}`, [ids]);
  return new Set(rows.map((row) => row.id));
}
