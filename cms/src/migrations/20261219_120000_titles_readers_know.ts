import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { refoldSearchDocuments } from './20261215_120000_drafts_and_versions.js'

// Hand-written (decision 130): the drafts' version table gets the original title, and every search
// document is rewritten with all the titles of its book (original, each language's, the editions').
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "cms"."_books_v" ADD COLUMN IF NOT EXISTS "version_original_title" varchar;`)
  await refoldSearchDocuments({ payload, req })
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "cms"."_books_v" DROP COLUMN IF EXISTS "version_original_title";`)
}
