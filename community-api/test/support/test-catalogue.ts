import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bootCatalogue, buildCmsConfig, closeCatalogue, migrateCatalogue } from '@starshelf/cms/payload';
import { createMigratedDatabase, type TestDatabase } from './test-database.js';

type Payload = Awaited<ReturnType<typeof bootCatalogue>>;

export type CatalogueDatabase = TestDatabase & { payload: Payload };

/**
 * A fresh database with both schemas, as `npm run migrate` leaves it: community (drizzle) and cms
 * (Payload's migrations), and this process's catalogue library on Payload's pool for that database.
 */
export async function createCatalogueDatabase(): Promise<CatalogueDatabase> {
  const database = await createMigratedDatabase();
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'starshelf-api-media-'));
  const payload = await bootCatalogue(buildCmsConfig({ databaseUrl: database.url, secret: 'test-secret-not-for-production', mediaDir }));
  await migrateCatalogue(payload);
  return {
    ...database,
    payload,
    drop: async () => {
      await closeCatalogue();
      // Let the catalogue pool's sockets finish closing; a forced drop would otherwise hit one
      // still open and its FATAL would surface as an uncaught error.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await database.drop();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

type Collection = 'books' | 'authors' | 'series' | 'genres' | 'awards' | 'award-entries' | 'editions';

/** Creates a catalogue document as the system (fixtures only) and returns its id. */
export async function fixture(payload: Payload, collection: Collection, data: Record<string, unknown>, locale: 'en' | 'de' | 'it' = 'en'): Promise<number> {
  const created = await payload.create({ collection, data: data as never, locale, overrideAccess: true, depth: 0 });
  return created.id;
}

export async function translate(payload: Payload, collection: Collection, id: number, locale: 'de' | 'it', data: Record<string, unknown>): Promise<void> {
  await payload.update({ collection, id, locale, data: data as never, overrideAccess: true, depth: 0 });
}
