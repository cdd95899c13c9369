import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written (decision 148): what the shelf import's matcher (cms/src/catalogue/match) needs on a
// large catalogue.
//
// - Statistics on the editions' ISBN digits. The index editions_isbn_digits_idx is partial (where
//   isbn is not null), and the planner does not read a partial index's statistics, so it guessed 0.5 %
//   of a million editions per ISBN asked for and joined every book: 0.9 s per batch of 250 ISBNs at a
//   million books, 4 ms with the statistics (the same expression, so the estimate is one row each).
// - An index over the authors' folded names in the search index: the matcher looks authors up by
//   that text, which only the trigram index served (1.4 s for 1,600 names at a million books).
const ISBN_DIGITS = `regexp_replace(upper(isbn::text), '[^0-9X]'::text, ''::text, 'g'::text)`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(`CREATE STATISTICS IF NOT EXISTS "cms"."editions_isbn_digits_stats" ON (${ISBN_DIGITS}) FROM "cms"."editions";`))
  await db.execute(sql.raw(`CREATE INDEX IF NOT EXISTS "search_documents_author_text_idx" ON "cms"."search_documents" ("search_text") WHERE "type" = 'author';`))
  await db.execute(sql.raw(`ANALYZE "cms"."editions"; ANALYZE "cms"."search_documents";`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(`DROP INDEX IF EXISTS "cms"."search_documents_author_text_idx"; DROP STATISTICS IF EXISTS "cms"."editions_isbn_digits_stats";`))
}
