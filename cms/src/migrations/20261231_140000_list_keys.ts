import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written (decision 151): the books list's newest, oldest and rating orders as rows of keys
// compared in one direction, so a load-more page starts the index's scan at the last book shown
// (a row comparison) instead of counting its OFFSET in. A missing year, date or rating sorts last,
// which a row comparison cannot say of a NULL: the keys put an infinity there instead, on the side
// that sorts last, and the rating order negates the id it lists upwards. The expressions must stay
// the ones `cms/src/catalogue/read/book-list-keys.ts` sorts by (`test/list-orders.test.ts` checks
// the plans); the title orders' indexes (migration 20261222_120000_list_orders) were already keys.
// Each index also INCLUDEs the plain columns its keys are computed from: PostgreSQL reads an
// expression's value from the index only when the columns under it are there too, and without them
// a page found by its number fetched every book before it (page 10,000 at a million books: 0.5 s
// instead of 58 ms).
const PUBLIC = `"deleted_at" IS NULL AND "_status" = 'published'`

const INDEXES: Record<string, { keys: string; include?: string; before: string }> = {
  books_public_newest_idx: {
    keys: `(coalesce("publication_year", '-Infinity'::numeric)), (coalesce("publication_date", '-infinity'::timestamptz)), "id"`,
    include: `"publication_year", "publication_date"`,
    before: `"publication_year" DESC NULLS LAST, "publication_date" DESC NULLS LAST, "id" DESC`,
  },
  books_public_oldest_idx: {
    keys: `(coalesce("publication_year", 'Infinity'::numeric)), (coalesce("publication_date", 'infinity'::timestamptz)), "id"`,
    include: `"publication_year", "publication_date"`,
    before: `"publication_year" ASC NULLS LAST, "publication_date" ASC NULLS LAST, "id" ASC`,
  },
  books_public_rating_idx: {
    keys: `(coalesce("damped_rating", '-Infinity'::numeric)), (coalesce("ratings_count", '-Infinity'::numeric)), (- "id")`,
    include: `"damped_rating", "ratings_count", "id"`,
    before: `"damped_rating" DESC NULLS LAST, "ratings_count" DESC NULLS LAST, "id" ASC`,
  },
}

async function replace(db: MigrateUpArgs['db'], which: 'keys' | 'before'): Promise<void> {
  for (const [name, definition] of Object.entries(INDEXES)) {
    await db.execute(sql.raw(`DROP INDEX IF EXISTS "cms"."${name}";`))
    const include = which === 'keys' && definition.include ? ` INCLUDE (${definition.include})` : ''
    await db.execute(sql.raw(`CREATE INDEX "${name}" ON "cms"."books" (${definition[which]})${include} WHERE ${PUBLIC};`))
  }
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await replace(db, 'keys')
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await replace(db, 'before')
}
