import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written (decision 143): an author's book count is kept in `cms.authors.public_book_count`, as a
// series' is (decision 137), instead of counted per author for the list's cards and for every author
// at once when the list is sorted by it (0.8 s at a million books). It is the number of the author's
// relation rows (cms.books_rels, path 'authors') whose `book_is_public` is set: that flag is the public
// rule applied to the row's book, kept by the triggers of migration 20261225_120000_author_books_order
// (decision 138). So every change of the count is a write to those rows (a book's save rewrites its
// rows; trash, restore, publish and unpublish update their flag), and statement triggers on
// cms.books_rels add what a statement changed: +1 for each public author row it wrote, -1 for each it
// removed, summed per author. An increment, not a recount: a bulk COPY of a million rows adds its
// batch's sums without reading the table (whose indexes it has dropped), and two concurrent writers
// to one author both count, since each UPDATE adds to the row as the other committed it. The rows are
// locked in id order first, so two statements touching the same authors cannot deadlock.
const ADD_CHANGES = `
CREATE OR REPLACE FUNCTION "cms"."add_author_book_changes"(changes jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF changes IS NULL OR changes = '{}'::jsonb THEN
    RETURN;
  END IF;
  PERFORM 1 FROM "cms"."authors" WHERE "id" IN (SELECT key::integer FROM jsonb_each_text(changes)) ORDER BY "id" FOR NO KEY UPDATE;
  UPDATE "cms"."authors" a SET "public_book_count" = a."public_book_count" + c.value::integer
    FROM jsonb_each_text(changes) c
   WHERE a."id" = c.key::integer;
END $$;`

// The statement's change per author, as {"author id": change}, from rows a statement added (+1) and
// removed (-1); an update is both. Authors whose change sums to 0 are left out.
const changesOf = (parts: string[]) => `(
  SELECT coalesce(jsonb_object_agg(authors_id, change), '{}'::jsonb) FROM (
    SELECT authors_id, sum(delta)::integer AS change FROM (${parts.join(' UNION ALL ')}) rows
     GROUP BY authors_id HAVING sum(delta) <> 0) changes)`
const ADDED = `SELECT "authors_id", 1 AS delta FROM added WHERE "path" = 'authors' AND "authors_id" IS NOT NULL AND "book_is_public"`
const REMOVED = `SELECT "authors_id", -1 AS delta FROM removed WHERE "path" = 'authors' AND "authors_id" IS NOT NULL AND "book_is_public"`

const AUTHOR_ROWS_CHANGED = `
CREATE OR REPLACE FUNCTION "cms"."author_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "cms"."add_author_book_changes"(${changesOf([ADDED])});
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "cms"."add_author_book_changes"(${changesOf([REMOVED])});
  ELSE
    PERFORM "cms"."add_author_book_changes"(${changesOf([ADDED, REMOVED])});
  END IF;
  RETURN NULL;
END $$;`

// PostgreSQL allows one event per trigger with transition tables, hence three.
const TRIGGERS = {
  books_rels_author_count_added: `AFTER INSERT ON "cms"."books_rels" REFERENCING NEW TABLE AS added`,
  books_rels_author_count_removed: `AFTER DELETE ON "cms"."books_rels" REFERENCING OLD TABLE AS removed`,
  books_rels_author_count_changed: `AFTER UPDATE ON "cms"."books_rels" REFERENCING OLD TABLE AS removed NEW TABLE AS added`,
}

const PUBLIC_AUTHOR = `"deleted_at" IS NULL AND "_status" = 'published'`

// The authors list by book count and by rating (cms/src/catalogue/read/find-authors.ts), over the
// public authors, as the series list's (decision 137): a page is the head of an index, not a sort of
// every author (62,500 at a million books).
const INDEXES: Record<string, string> = {
  authors_public_book_count_idx: `ON "cms"."authors" ("public_book_count" DESC, "id" ASC) WHERE ${PUBLIC_AUTHOR}`,
  authors_public_rating_idx: `ON "cms"."authors" ("damped_rating" DESC NULLS LAST, "ratings_count" DESC NULLS LAST, "id" ASC) WHERE ${PUBLIC_AUTHOR}`,
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(`ALTER TABLE "cms"."authors" ADD COLUMN IF NOT EXISTS "public_book_count" integer NOT NULL DEFAULT 0;`))
  await db.execute(sql.raw(ADD_CHANGES))
  await db.execute(sql.raw(AUTHOR_ROWS_CHANGED))
  for (const [name, event] of Object.entries(TRIGGERS)) {
    await db.execute(sql.raw(`DROP TRIGGER IF EXISTS "${name}" ON "cms"."books_rels";
      CREATE TRIGGER "${name}" ${event} FOR EACH STATEMENT EXECUTE FUNCTION "cms"."author_rows_changed"();`))
  }
  // The counts of the rows already there, in one pass over the author order's index.
  await db.execute(
    sql.raw(`UPDATE "cms"."authors" a SET "public_book_count" = c.n
      FROM (SELECT "authors_id", count(*)::integer AS n FROM "cms"."books_rels"
             WHERE "path" = 'authors' AND "book_is_public" AND "authors_id" IS NOT NULL GROUP BY "authors_id") c
     WHERE a."id" = c."authors_id";`),
  )
  for (const [name, definition] of Object.entries(INDEXES)) {
    await db.execute(sql.raw(`CREATE INDEX IF NOT EXISTS "${name}" ${definition};`))
  }
  await db.execute(sql.raw(`ANALYZE "cms"."authors";`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const name of Object.keys(INDEXES)) await db.execute(sql.raw(`DROP INDEX IF EXISTS "cms"."${name}";`))
  for (const name of Object.keys(TRIGGERS)) await db.execute(sql.raw(`DROP TRIGGER IF EXISTS "${name}" ON "cms"."books_rels";`))
  await db.execute(sql.raw(`DROP FUNCTION IF EXISTS "cms"."author_rows_changed"(), "cms"."add_author_book_changes"(jsonb);`))
  await db.execute(sql.raw(`ALTER TABLE "cms"."authors" DROP COLUMN IF EXISTS "public_book_count";`))
}
