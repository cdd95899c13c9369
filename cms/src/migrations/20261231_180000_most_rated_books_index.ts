import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written (decision 156): the personal picks model takes the most-rated public books
// (`MODEL_BOOKS_SQL` of `cms/src/catalogue/recommend/personal-picks.ts`), twice per build, every 10
// minutes in every API process. Without an index in that order it sorted every public book: 824 ms
// of parallel sequential scan at a million books. This partial index holds the order itself.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE INDEX IF NOT EXISTS "books_public_most_rated_idx" ON "cms"."books" USING btree ("ratings_count" DESC NULLS LAST, "id") WHERE "deleted_at" IS NULL AND "_status" = 'published';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "cms"."books_public_most_rated_idx";`)
}
