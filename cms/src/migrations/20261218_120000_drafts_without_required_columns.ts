import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written (decision 123): with drafts, Payload checks required fields only when a document is
// published, and its adapter builds their columns nullable, because a draft may be saved (and
// autosaved) before its title or name is typed. These columns were NOT NULL from before drafts, so
// the autosave of a new book whose synopsis came first failed in the database. Published rows
// still have them: Payload validates on publish, and the public reads see only published rows.
const COLUMNS: ReadonlyArray<readonly [string, string]> = [
  ['books_locales', 'title'],
  ['authors_locales', 'name'],
  ['series_locales', 'name'],
  ['genres_locales', 'name'],
  ['awards_locales', 'name'],
  ['awards_categories', 'name'],
  ['books_all_series', 'series_id'],
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const [table, column] of COLUMNS) {
    await db.execute(sql.raw(`ALTER TABLE "cms"."${table}" ALTER COLUMN "${column}" DROP NOT NULL;`))
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const [table, column] of COLUMNS) {
    await db.execute(sql.raw(`ALTER TABLE "cms"."${table}" ALTER COLUMN "${column}" SET NOT NULL;`))
  }
}
