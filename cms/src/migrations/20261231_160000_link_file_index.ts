import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written (decision 152): the sitemap index names each file of 5,000 ids that holds a public
// item, with the newest change among its items. Counting that over the id index of decision 133
// read every public id (861 ms at a million books). This partial index is ordered by the file an id
// falls in and then by the change date, so the files are found by skipping from one to the next
// and each file's newest change is the last entry of its run: two descents per file. The width
// must stay `LINK_FILE_WIDTH` of `cms/src/catalogue/read/list-link-targets.ts`
// (`test/link-targets.test.ts` checks the plan at that width).
const TABLES = ['books', 'authors', 'series', 'genres', 'awards'] as const
const PUBLIC = `"deleted_at" IS NULL AND "_status" = 'published'`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of TABLES) {
    await db.execute(sql.raw(`CREATE INDEX IF NOT EXISTS "${table}_public_link_file_idx" ON "cms"."${table}" USING btree ((("id" - 1) / 5000), "updated_at") WHERE ${PUBLIC};`))
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of TABLES) {
    await db.execute(sql.raw(`DROP INDEX IF EXISTS "cms"."${table}_public_link_file_idx";`))
  }
}
