import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written: a genre's and an author's book counts (the genres list on every list page, the
// authors list) count their rows of cms.books_rels. These partial indexes hold only those rows,
// so the counts are read from the index alone instead of visiting every row of the table.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(`CREATE INDEX IF NOT EXISTS "books_rels_genre_rows_idx" ON "cms"."books_rels" ("genres_id") WHERE "path" = 'genres';`))
  await db.execute(sql.raw(`CREATE INDEX IF NOT EXISTS "books_rels_author_rows_idx" ON "cms"."books_rels" ("authors_id") WHERE "path" = 'authors';`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(`DROP INDEX IF EXISTS "cms"."books_rels_genre_rows_idx";`))
  await db.execute(sql.raw(`DROP INDEX IF EXISTS "cms"."books_rels_author_rows_idx";`))
}
