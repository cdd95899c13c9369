import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written (decision 077): the damped (Bayesian) average that "best rated" sorts and the home
// page rank by, (C·m + Σ ratings) / (C + n), so a 5.0 from 7 ratings no longer outranks a 4.4 from
// 3,000. The database computes it from the stored aggregates (average × count = Σ ratings), so every
// writer of averageRating/ratingsCount (the rating job, the reconcile, the seeder, the series
// refresh) keeps it in step without knowing it. The prior: m = 3.92, the mean of the 82,831 seeded
// ratings; C = 12, the count at which a book's own ratings weigh as much as the prior (the ratio of
// the rating noise within a book to the spread of the books' true means, 11.4-12.7 in the data).
// A new prior is a new migration. Not a Payload field: nothing edits it and the API never shows it.
const DAMPED = 'round((12 * 3.92 + average_rating * ratings_count) / (12 + ratings_count), 4)'
const RATED = ['books', 'authors', 'series'] as const

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of RATED) {
    await db.execute(sql.raw(`ALTER TABLE "cms"."${table}" ADD COLUMN "damped_rating" numeric GENERATED ALWAYS AS (${DAMPED}) STORED;`))
  }
  // The order of sort=rating, so its first page is read from the index instead of sorting the table.
  // Series are listed from a derived table (their book counts), which no index of theirs serves.
  for (const table of ['books', 'authors'] as const) {
    await db.execute(sql.raw(`CREATE INDEX "${table}_damped_rating_idx" ON "cms"."${table}"
      ("damped_rating" DESC NULLS LAST, "ratings_count" DESC NULLS LAST, "id");`))
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of RATED) {
    await db.execute(sql.raw(`ALTER TABLE "cms"."${table}" DROP COLUMN IF EXISTS "damped_rating";`))
  }
}
