import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written (decision 130): a book's original title, and the search index's list of every title a
// book is known under. Listed before 20261215_120000_drafts_and_versions, whose rewrite of the
// search index runs the live search code, which reads and writes these columns.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "cms"."books" ADD COLUMN IF NOT EXISTS "original_title" varchar;
  ALTER TABLE "cms"."search_documents" ADD COLUMN IF NOT EXISTS "titles" jsonb NOT NULL DEFAULT '[]';
  ALTER TABLE "cms"."search_documents" ADD COLUMN IF NOT EXISTS "title_terms" text[] NOT NULL DEFAULT '{}';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "cms"."search_documents" DROP COLUMN IF EXISTS "title_terms";
  ALTER TABLE "cms"."search_documents" DROP COLUMN IF EXISTS "titles";
  ALTER TABLE "cms"."books" DROP COLUMN IF EXISTS "original_title";`)
}
