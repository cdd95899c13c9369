import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { refreshSearchDocuments, SEARCH_TYPES } from '../catalogue/search/search-documents.js'
import { executorFor } from '../database/request-sql.js'

// Decision 121: books, authors, series, genres and awards have Payload's trash. Payload keeps a
// trashed document with its deletedAt set (column deleted_at, indexed as Payload names it); the
// catalogue's SQL reads hide those rows (cms/src/catalogue/trash-sql.ts).
const TABLES = ['books', 'authors', 'series', 'genres', 'awards'] as const

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  for (const table of TABLES) {
    await db.execute(sql.raw(`ALTER TABLE "cms"."${table}" ADD COLUMN IF NOT EXISTS "deleted_at" timestamp(3) with time zone;
      CREATE INDEX IF NOT EXISTS "${table}_deleted_at_idx" ON "cms"."${table}" USING btree ("deleted_at");`))
  }
  await refoldSearchDocuments({ payload, req })
}

/**
 * Every search document rewritten by the current search code (which reads deleted_at), in the
 * migration's transaction: the rewrite of 20261125_224500_refold_search_text (decision 069) runs
 * here since the code it calls needs these columns.
 */
export async function refoldSearchDocuments({ payload, req }: Pick<MigrateUpArgs, 'payload' | 'req'>): Promise<void> {
  const executor = await executorFor(payload, req)
  for (const type of SEARCH_TYPES) await refreshSearchDocuments(executor, type, null)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of TABLES) {
    await db.execute(sql.raw(`DROP INDEX IF EXISTS "cms"."${table}_deleted_at_idx";
      ALTER TABLE "cms"."${table}" DROP COLUMN IF EXISTS "deleted_at";`))
  }
}
