import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written (decision 133): the sitemaps cut each collection's public items into files by id.
// A partial index over the public rows in id order, carrying the slug and the change date, answers
// the index's one pass (a count and the newest change per file) and each file's range of ids
// without reading the tables.
const TABLES = ['books', 'authors', 'series', 'genres', 'awards'] as const

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of TABLES) {
    await db.execute(sql.raw(`CREATE INDEX IF NOT EXISTS "${table}_public_by_id_idx" ON "cms"."${table}" USING btree ("id") INCLUDE ("slug", "updated_at") WHERE "deleted_at" IS NULL AND "_status" = 'published';`))
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of TABLES) {
    await db.execute(sql.raw(`DROP INDEX IF EXISTS "cms"."${table}_public_by_id_idx";`))
  }
}
