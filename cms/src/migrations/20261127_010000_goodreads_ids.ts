import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// A Goodreads export is matched to the catalogue by ISBN, then by Goodreads book id.
// goodreadsBookId is a Payload number field (indexed) on books and editions. The ISBN index is
// hand-written: it holds the digits (and X) only, the form the matcher compares, so an editor's
// "978-0-439-02348-1" is found as well as the seeded "9780439023481" without a scan per row.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "cms"."books" ADD COLUMN IF NOT EXISTS "goodreads_book_id" numeric;
  ALTER TABLE "cms"."editions" ADD COLUMN IF NOT EXISTS "goodreads_book_id" numeric;
  CREATE INDEX IF NOT EXISTS "books_goodreads_book_id_idx" ON "cms"."books" USING btree ("goodreads_book_id");
  CREATE INDEX IF NOT EXISTS "editions_goodreads_book_id_idx" ON "cms"."editions" USING btree ("goodreads_book_id");
  CREATE INDEX IF NOT EXISTS "editions_isbn_digits_idx" ON "cms"."editions"
    USING btree ((regexp_replace(upper("isbn"), '[^0-9X]', '', 'g'))) WHERE "isbn" IS NOT NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "cms"."editions_isbn_digits_idx";
  ALTER TABLE "cms"."editions" DROP COLUMN IF EXISTS "goodreads_book_id";
  ALTER TABLE "cms"."books" DROP COLUMN IF EXISTS "goodreads_book_id";`)
}
