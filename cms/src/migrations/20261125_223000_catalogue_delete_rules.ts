import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written (decision 065): what a delete does to the rows that point at the deleted row,
// held by the database so writers that skip Payload's hooks keep the catalogue whole too.
// Payload generated "set null" for every relationship, which fails on the NOT NULL columns
// (500s) and leaves award entries without their book.
const RULES = [
  // An award's entries are part of it: they go with the award.
  ['award_entries', 'award_entries_award_id_awards_id_fk', 'award_id', 'awards', 'cascade', 'set null'],
  // A book's award links go with the book.
  ['award_entries', 'award_entries_book_id_books_id_fk', 'book_id', 'books', 'cascade', 'set null'],
  // A series that still holds books is refused (the collection hook answers 409 first).
  ['books_all_series', 'books_all_series_series_id_series_id_fk', 'series_id', 'series', 'restrict', 'set null'],
  // A book's editions go with it (its beforeDelete hook already deletes them through Payload).
  ['editions', 'editions_book_id_books_id_fk', 'book_id', 'books', 'cascade', 'set null'],
] as const

async function setRules(db: MigrateUpArgs['db'], pick: (rule: (typeof RULES)[number]) => string): Promise<void> {
  for (const rule of RULES) {
    const [table, constraint, column, target] = rule
    await db.execute(sql.raw(`ALTER TABLE "cms"."${table}" DROP CONSTRAINT IF EXISTS "${constraint}";
      ALTER TABLE "cms"."${table}" ADD CONSTRAINT "${constraint}" FOREIGN KEY ("${column}")
        REFERENCES "cms"."${target}"("id") ON DELETE ${pick(rule)} ON UPDATE no action;`))
  }
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  // Award entries already left without their book by earlier deletes are removed.
  await db.execute(sql`DELETE FROM "cms"."award_entries" WHERE "book_id" IS NULL AND "work_title" IS NULL;`)
  await setRules(db, (rule) => rule[4])
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await setRules(db, (rule) => rule[5])
}
