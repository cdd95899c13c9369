import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Decision 121: books, authors, series, genres and awards have Payload's trash. Payload keeps a
// trashed document with its deletedAt set (column deleted_at, indexed as Payload names it); the
// catalogue's SQL reads hide those rows (cms/src/catalogue/public-sql.ts).
const TABLES = ['books', 'authors', 'series', 'genres', 'awards'] as const

// The rewrite of every search document by the live search code, which reads these columns, runs at
// the end of 20261215_120000_drafts_and_versions: that code reads `_status` as well.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of TABLES) {
    await db.execute(sql.raw(`ALTER TABLE "cms"."${table}" ADD COLUMN IF NOT EXISTS "deleted_at" timestamp(3) with time zone;
      CREATE INDEX IF NOT EXISTS "${table}_deleted_at_idx" ON "cms"."${table}" USING btree ("deleted_at");`))
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of TABLES) {
    await db.execute(sql.raw(`DROP INDEX IF EXISTS "cms"."${table}_deleted_at_idx";
      ALTER TABLE "cms"."${table}" DROP COLUMN IF EXISTS "deleted_at";`))
  }
}
