import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written: an author's book count (decision 134) is the author's relation rows, read from
// books_rels_author_rows_idx alone, less those of the books readers may not see (trashed or not
// published, docs/rules.md §4). Those are few, and this partial index lists just them, so the count
// no longer visits every book. Its predicate is the negation of isPublic (cms/src/catalogue/public-sql.ts).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`CREATE INDEX IF NOT EXISTS "books_hidden_idx" ON "cms"."books" ("id") WHERE "deleted_at" IS NOT NULL OR "_status" IS DISTINCT FROM 'published';`),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(`DROP INDEX IF EXISTS "cms"."books_hidden_idx";`))
}
