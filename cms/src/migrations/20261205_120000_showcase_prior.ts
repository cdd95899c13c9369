import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written (decision 100, which supersedes the books' prior of decision 077): books are ranked
// for "best rated" and the home page by (C·m + Σ ratings) / (C + n) with C = 100 instead of 12, so a
// 4.8 from 27 readers no longer opens the list ahead of a 4.4 from 194: on the seeded catalogue
// every book of the first page (24) then has at least 57 ratings, against 8 with C = 12. m stays 3.92.
// Authors and series keep C = 12 (their counts are the members' own and pooled series counts).
// A generated column's expression cannot be altered: the column is dropped and added again, and its
// index (the sort's order) is made anew.
const damped = (weight: number) => `round((${weight} * 3.92 + average_rating * ratings_count) / (${weight} + ratings_count), 4)`

async function rebuild(db: MigrateUpArgs['db'], weight: number): Promise<void> {
  await db.execute(sql.raw(`DROP INDEX IF EXISTS "cms"."books_damped_rating_idx";`))
  await db.execute(sql.raw(`ALTER TABLE "cms"."books" DROP COLUMN IF EXISTS "damped_rating";`))
  await db.execute(sql.raw(`ALTER TABLE "cms"."books" ADD COLUMN "damped_rating" numeric GENERATED ALWAYS AS (${damped(weight)}) STORED;`))
  await db.execute(sql.raw(`CREATE INDEX "books_damped_rating_idx" ON "cms"."books"
    ("damped_rating" DESC NULLS LAST, "ratings_count" DESC NULLS LAST, "id");`))
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await rebuild(db, 100)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await rebuild(db, 12)
}
