import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// A fresh GIN's pending list is scanned linearly and made searches 10-20x slower until a vacuum
// (measured with bench/); the index sees few writes besides the seeder's one rebuild, so it goes
// without the pending list, and what is already pending is merged now.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER INDEX "cms"."search_documents_text_trgm_idx" SET (fastupdate = off);`)
  await db.execute(sql`SELECT gin_clean_pending_list('cms.search_documents_text_trgm_idx'::regclass);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER INDEX "cms"."search_documents_text_trgm_idx" RESET (fastupdate);`)
}
