import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written (decision 146): how many public books hold each mood is kept in cms.mood_book_counts
// instead of counted. GET /api/moods is asked by the start page and every list page's filters, and
// counting read every public book's mood rows: 0.6 s at a million books, once per catalogue change.
//
// As for the authors' and genres' counts (decision 143): a mood row keeps its book's public rule in
// `book_is_public` (set when the row is written, passed on when the book is trashed, restored,
// published or unpublished), and statement triggers on cms.book_moods add what a statement changed,
// +1 per public row written and -1 per public row removed, summed per mood. The import replaces the
// moods in one statement each for deletes and upserts, and the bulk load copies them in batches, so
// a mood's row takes one addition per statement. The counter rows are written in mood order, so two
// statements cannot deadlock on them.
const PUBLIC_BOOK = `coalesce(b.deleted_at IS NULL AND b._status = 'published', false)`

const ROW_TAKES_BOOK = `
CREATE OR REPLACE FUNCTION "cms"."mood_row_takes_book_flag"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT ${PUBLIC_BOOK} INTO NEW.book_is_public FROM "cms"."books" b WHERE b.id = NEW.book_id;
  NEW.book_is_public := coalesce(NEW.book_is_public, false);
  RETURN NEW;
END $$;
DROP TRIGGER IF EXISTS "book_moods_book_flag" ON "cms"."book_moods";
CREATE TRIGGER "book_moods_book_flag" BEFORE INSERT OR UPDATE OF "book_id" ON "cms"."book_moods"
  FOR EACH ROW EXECUTE FUNCTION "cms"."mood_row_takes_book_flag"();`

const BOOK_TO_ROWS = `
CREATE OR REPLACE FUNCTION "cms"."book_flag_to_mood_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  visible boolean := coalesce(NEW.deleted_at IS NULL AND NEW._status = 'published', false);
BEGIN
  UPDATE "cms"."book_moods" m SET book_is_public = visible WHERE m.book_id = NEW.id AND m.book_is_public IS DISTINCT FROM visible;
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS "books_mood_rows_flag" ON "cms"."books";
CREATE TRIGGER "books_mood_rows_flag" AFTER UPDATE OF "_status", "deleted_at" ON "cms"."books"
  FOR EACH ROW WHEN (OLD._status IS DISTINCT FROM NEW._status OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL))
  EXECUTE FUNCTION "cms"."book_flag_to_mood_rows"();`

// A statement's change per mood from the rows it added (+1) and removed (-1); an update is both.
const changes = (tables: Array<[name: 'added' | 'removed', delta: 1 | -1]>) =>
  `INSERT INTO "cms"."mood_book_counts" AS k (mood, public_books)
     SELECT mood, sum(delta)::integer FROM (${tables
       .map(([name, delta]) => `SELECT mood, ${delta} AS delta FROM ${name} WHERE book_is_public`)
       .join(' UNION ALL ')}) rows
      GROUP BY mood HAVING sum(delta) <> 0 ORDER BY mood
   ON CONFLICT (mood) DO UPDATE SET public_books = k.public_books + excluded.public_books;`

const ROWS_CHANGED = `
CREATE OR REPLACE FUNCTION "cms"."public_mood_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    ${changes([['added', 1]])}
  ELSIF TG_OP = 'DELETE' THEN
    ${changes([['removed', -1]])}
  ELSE
    ${changes([['added', 1], ['removed', -1]])}
  END IF;
  RETURN NULL;
END $$;`

// One event per trigger with transition tables, hence three.
const TRIGGERS = {
  book_moods_count_added: `AFTER INSERT ON "cms"."book_moods" REFERENCING NEW TABLE AS added`,
  book_moods_count_removed: `AFTER DELETE ON "cms"."book_moods" REFERENCING OLD TABLE AS removed`,
  book_moods_count_changed: `AFTER UPDATE ON "cms"."book_moods" REFERENCING OLD TABLE AS removed NEW TABLE AS added`,
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(`
    CREATE TABLE IF NOT EXISTS "cms"."mood_book_counts" (
      "mood" varchar PRIMARY KEY,
      "public_books" integer NOT NULL DEFAULT 0
    );
    ALTER TABLE "cms"."book_moods" ADD COLUMN IF NOT EXISTS "book_is_public" boolean NOT NULL DEFAULT false;`))
  await db.execute(sql.raw(ROW_TAKES_BOOK))
  await db.execute(sql.raw(BOOK_TO_ROWS))
  // The rows already there take their book's flag (about 750,000 at a million books), then the counts
  // are taken once; the triggers keep both from here.
  await db.execute(sql.raw(`UPDATE "cms"."book_moods" m SET book_is_public = ${PUBLIC_BOOK}
    FROM "cms"."books" b WHERE b.id = m.book_id AND m.book_is_public IS DISTINCT FROM ${PUBLIC_BOOK};`))
  await db.execute(sql.raw(`DELETE FROM "cms"."mood_book_counts";
    INSERT INTO "cms"."mood_book_counts" (mood, public_books)
      SELECT mood, count(*)::integer FROM "cms"."book_moods" WHERE book_is_public GROUP BY mood;`))
  await db.execute(sql.raw(ROWS_CHANGED))
  for (const [name, event] of Object.entries(TRIGGERS)) {
    await db.execute(sql.raw(`DROP TRIGGER IF EXISTS "${name}" ON "cms"."book_moods";
      CREATE TRIGGER "${name}" ${event} FOR EACH STATEMENT EXECUTE FUNCTION "cms"."public_mood_rows_changed"();`))
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const name of Object.keys(TRIGGERS)) await db.execute(sql.raw(`DROP TRIGGER IF EXISTS "${name}" ON "cms"."book_moods";`))
  await db.execute(sql.raw(`DROP TRIGGER IF EXISTS "books_mood_rows_flag" ON "cms"."books";
    DROP TRIGGER IF EXISTS "book_moods_book_flag" ON "cms"."book_moods";
    DROP FUNCTION IF EXISTS "cms"."public_mood_rows_changed"(), "cms"."book_flag_to_mood_rows"(), "cms"."mood_row_takes_book_flag"();
    ALTER TABLE "cms"."book_moods" DROP COLUMN IF EXISTS "book_is_public";
    DROP TABLE IF EXISTS "cms"."mood_book_counts";`))
}
