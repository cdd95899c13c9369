import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written (decision 165): the authors' and series' rating and book-count orders as the row of
// keys a cursor compares (cms/src/catalogue/read/named-list-keys.ts), so a later page starts the index
// at the row it follows instead of reading every row before it. Same names, same rows (the public
// ones), same order as the indexes they replace (decisions 077, 137, 143); only the expressions
// change: a missing rating is minus infinity, the id upwards is its negation. The name orders already
// read keys the search documents' indexes hold.
const public_ = (table: string) => `WHERE deleted_at IS NULL AND _status = 'published'::cms.enum_${table}_status`

const UP = ['authors', 'series']
  .map(
    (table) => `
DROP INDEX IF EXISTS "cms"."${table}_public_rating_idx";
CREATE INDEX "${table}_public_rating_idx" ON "cms"."${table}"
  ((coalesce(damped_rating, '-Infinity'::numeric)) DESC, (coalesce(ratings_count, '-Infinity'::numeric)) DESC, (- id) DESC) ${public_(table)};
DROP INDEX IF EXISTS "cms"."${table}_public_book_count_idx";
CREATE INDEX "${table}_public_book_count_idx" ON "cms"."${table}" (public_book_count DESC, (- id) DESC) ${public_(table)};
ANALYZE "cms"."${table}";`,
  )
  .join('\n')

const DOWN = ['authors', 'series']
  .map(
    (table) => `
DROP INDEX IF EXISTS "cms"."${table}_public_rating_idx";
CREATE INDEX "${table}_public_rating_idx" ON "cms"."${table}" (damped_rating DESC NULLS LAST, ratings_count DESC NULLS LAST, id) ${public_(table)};
DROP INDEX IF EXISTS "cms"."${table}_public_book_count_idx";
CREATE INDEX "${table}_public_book_count_idx" ON "cms"."${table}" (public_book_count DESC, id) ${public_(table)};`,
  )
  .join('\n')

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(UP))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(DOWN))
}
