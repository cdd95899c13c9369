import { DEFAULT_LOCALE, type Locale } from '@starshelf/contract';
import type { RequiredDataFromCollectionSlug } from 'payload';

import { type CatalogueAccess, toLocalApiAccess } from './access.js';
import { publishedIfCurated } from './published.js';
import { cataloguePayload } from './runtime.js';

export type CatalogueCollection = 'books' | 'editions' | 'authors' | 'series' | 'genres' | 'awards' | 'award-entries';

/**
 * Creates or updates the document with this source id: what makes the seeder safe to re-run.
 * Returns the document's id and whether it was created.
 */
export async function upsertByExternalId<S extends CatalogueCollection>(
  collection: S,
  externalId: number,
  data: RequiredDataFromCollectionSlug<S>,
  access: CatalogueAccess,
  options: { locale?: Locale } = {},
): Promise<{ id: number; isCreated: boolean }> {
  const payload = await cataloguePayload();
  const common = { locale: options.locale ?? DEFAULT_LOCALE, depth: 0, ...toLocalApiAccess(access) };
  const { docs } = await payload.find({
    collection,
    where: { externalId: { equals: externalId } },
    limit: 1,
    pagination: false,
    // A document in the trash keeps its source id: a re-run updates it there, and leaves it there,
    // instead of failing on the unique external id (decision 121).
    trash: true,
    ...common,
  });
  const existing = docs[0];
  // Payload's generic create/update types do not narrow over a type parameter; the signature
  // above is the checked boundary.
  const withId = publishedIfCurated(collection, { ...data, externalId }) as never;
  if (existing) {
    await payload.update({ collection, id: existing.id, data: withId, trash: true, ...common });
    return { id: existing.id, isCreated: false };
  }
  const created = await payload.create({ collection, data: withId, ...common });
  return { id: created.id, isCreated: true };
}
