import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written (decision 076): a book's moods are computed by the import from reader shelves, not
// edited, so they are a plain table beside the books rather than a Payload collection. Only the
// moods a book holds are stored (share above its mood's threshold); a book's row goes with it.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "cms"."book_moods" (
    "book_id" integer NOT NULL REFERENCES "cms"."books"("id") ON DELETE CASCADE,
    "mood" varchar NOT NULL,
    "share" real NOT NULL CHECK ("share" > 0 AND "share" <= 1),
    PRIMARY KEY ("book_id", "mood")
  );
  CREATE INDEX IF NOT EXISTS "book_moods_mood_book_idx" ON "cms"."book_moods" ("mood", "book_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "cms"."book_moods";`)
}
