import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written (decision 143): an author's and a genre's book counts are kept in their rows
// (`public_book_count`), as a series' is (decision 137), instead of counted: per author for every card
// of the authors list and for every author at once when it is sorted by them (0.8 s at a million
// books), per genre for every genre on every genres list (4.3 s at a million books, asked by the
// start page and every list page's filters).
//
// The count is the number of the item's relation rows (cms.books_rels, path 'authors' or 'genres')
// whose `book_is_public` is set. That flag is the public rule applied to the row's book, kept by the
// triggers of migration 20261225_120000_author_books_order (decision 138) for author rows; this
// migration extends them to genre rows. So every change of a count is a write to those rows (a
// book's save rewrites its rows; trash, restore, publish and unpublish update their flag), and
// statement triggers on cms.books_rels add what a statement changed: +1 for each public row it
// wrote, -1 for each it removed, summed per item. An increment, not a recount: a bulk COPY of a
// million rows adds its batch's sums without reading the table (whose indexes it has dropped), and
// two concurrent writers to one item both count, since each UPDATE adds to the row as the other
// committed it. The rows are locked in id order first, so two statements touching the same items
// cannot deadlock.
const COUNTED_PATHS = ['authors', 'genres'] as const
type CountedPath = (typeof COUNTED_PATHS)[number]

const PUBLIC_BOOK = `coalesce(b.deleted_at IS NULL AND b._status = 'published', false)`
const COUNTED_ROW = `"path" IN ('authors', 'genres')`

// Decision 138's two triggers, now for both paths: a row takes its book's year and flag when written,
// a book passes a change to its rows.
const ROW_TAKES_BOOK = `
CREATE OR REPLACE FUNCTION "cms"."author_row_takes_book_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT b.publication_year, ${PUBLIC_BOOK} INTO NEW.book_publication_year, NEW.book_is_public
    FROM "cms"."books" b WHERE b.id = NEW.parent_id;
  RETURN NEW;
END $$;
DROP TRIGGER IF EXISTS "books_rels_author_order" ON "cms"."books_rels";
CREATE TRIGGER "books_rels_author_order" BEFORE INSERT OR UPDATE OF "parent_id", "path" ON "cms"."books_rels"
  FOR EACH ROW WHEN (NEW.${COUNTED_ROW}) EXECUTE FUNCTION "cms"."author_row_takes_book_order"();`

const BOOK_TO_ROWS = (paths: string) => `
CREATE OR REPLACE FUNCTION "cms"."book_order_to_author_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  visible boolean := coalesce(NEW.deleted_at IS NULL AND NEW._status = 'published', false);
BEGIN
  UPDATE "cms"."books_rels" r SET book_publication_year = NEW.publication_year, book_is_public = visible
   WHERE r.parent_id = NEW.id AND r.path IN (${paths})
     AND (r.book_publication_year, r.book_is_public) IS DISTINCT FROM (NEW.publication_year, visible);
  RETURN NULL;
END $$;`

const ADD_CHANGES = `
CREATE OR REPLACE FUNCTION "cms"."add_public_book_changes"(target text, changes jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF changes IS NULL OR changes = '{}'::jsonb THEN
    RETURN;
  END IF;
  EXECUTE format('SELECT 1 FROM cms.%I WHERE id IN (SELECT key::integer FROM jsonb_each_text($1)) ORDER BY id FOR NO KEY UPDATE', target) USING changes;
  EXECUTE format('UPDATE cms.%I t SET public_book_count = t.public_book_count + c.value::integer
                    FROM jsonb_each_text($1) c WHERE t.id = c.key::integer', target) USING changes;
END $$;`

// A statement's change per item of one path, as {"item id": change}, from the rows it added (+1) and
// removed (-1); an update is both. Items whose change sums to 0 are left out.
const changesOf = (path: CountedPath, tables: Array<{ name: 'added' | 'removed'; delta: 1 | -1 }>) => {
  const rows = tables.map(
    ({ name, delta }) => `SELECT "${path}_id" AS id, ${delta} AS delta FROM ${name} WHERE "path" = '${path}' AND "${path}_id" IS NOT NULL AND "book_is_public"`,
  )
  return `(SELECT coalesce(jsonb_object_agg(id, change), '{}'::jsonb) FROM (
    SELECT id, sum(delta)::integer AS change FROM (${rows.join(' UNION ALL ')}) rows GROUP BY id HAVING sum(delta) <> 0) changes)`
}
const addAll = (tables: Array<{ name: 'added' | 'removed'; delta: 1 | -1 }>) =>
  COUNTED_PATHS.map((path) => `PERFORM "cms"."add_public_book_changes"('${path}', ${changesOf(path, tables)});`).join('\n    ')
const ADDED = { name: 'added', delta: 1 } as const
const REMOVED = { name: 'removed', delta: -1 } as const

const ROWS_CHANGED = `
CREATE OR REPLACE FUNCTION "cms"."public_book_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    ${addAll([ADDED])}
  ELSIF TG_OP = 'DELETE' THEN
    ${addAll([REMOVED])}
  ELSE
    ${addAll([ADDED, REMOVED])}
  END IF;
  RETURN NULL;
END $$;`

// PostgreSQL allows one event per trigger with transition tables, hence three.
const TRIGGERS = {
  books_rels_book_count_added: `AFTER INSERT ON "cms"."books_rels" REFERENCING NEW TABLE AS added`,
  books_rels_book_count_removed: `AFTER DELETE ON "cms"."books_rels" REFERENCING OLD TABLE AS removed`,
  books_rels_book_count_changed: `AFTER UPDATE ON "cms"."books_rels" REFERENCING OLD TABLE AS removed NEW TABLE AS added`,
}

const PUBLIC_ITEM = `"deleted_at" IS NULL AND "_status" = 'published'`

// The authors list by book count and by rating (cms/src/catalogue/read/find-authors.ts), over the
// public authors, as the series list's (decision 137): a page is the head of an index, not a sort of
// every author (126,000 at a million books).
const INDEXES: Record<string, string> = {
  authors_public_book_count_idx: `ON "cms"."authors" ("public_book_count" DESC, "id" ASC) WHERE ${PUBLIC_ITEM}`,
  authors_public_rating_idx: `ON "cms"."authors" ("damped_rating" DESC NULLS LAST, "ratings_count" DESC NULLS LAST, "id" ASC) WHERE ${PUBLIC_ITEM}`,
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const path of COUNTED_PATHS) {
    await db.execute(sql.raw(`ALTER TABLE "cms"."${path}" ADD COLUMN IF NOT EXISTS "public_book_count" integer NOT NULL DEFAULT 0;`))
  }
  await db.execute(sql.raw(ROW_TAKES_BOOK))
  await db.execute(sql.raw(BOOK_TO_ROWS(`'authors', 'genres'`)))
  // The genre rows already there take their book's year and flag (about two million rows at a million
  // books): the counts below read the flag.
  await db.execute(sql.raw(`UPDATE "cms"."books_rels" r SET book_publication_year = b.publication_year, book_is_public = ${PUBLIC_BOOK}
    FROM "cms"."books" b WHERE b.id = r.parent_id AND r.path = 'genres';`))
  await db.execute(sql.raw(ADD_CHANGES))
  await db.execute(sql.raw(ROWS_CHANGED))
  for (const [name, event] of Object.entries(TRIGGERS)) {
    await db.execute(sql.raw(`DROP TRIGGER IF EXISTS "${name}" ON "cms"."books_rels";
      CREATE TRIGGER "${name}" ${event} FOR EACH STATEMENT EXECUTE FUNCTION "cms"."public_book_rows_changed"();`))
  }
  // The counts of the rows already there, one grouped pass per path.
  for (const path of COUNTED_PATHS) {
    await db.execute(
      sql.raw(`UPDATE "cms"."${path}" t SET "public_book_count" = coalesce(c.n, 0)
        FROM "cms"."${path}" x LEFT JOIN (SELECT "${path}_id" AS id, count(*)::integer AS n FROM "cms"."books_rels"
               WHERE "path" = '${path}' AND "book_is_public" AND "${path}_id" IS NOT NULL GROUP BY "${path}_id") c ON c.id = x.id
       WHERE t.id = x.id AND t."public_book_count" IS DISTINCT FROM coalesce(c.n, 0);`),
    )
  }
  for (const [name, definition] of Object.entries(INDEXES)) {
    await db.execute(sql.raw(`CREATE INDEX IF NOT EXISTS "${name}" ${definition};`))
  }
  for (const path of COUNTED_PATHS) await db.execute(sql.raw(`ANALYZE "cms"."${path}";`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const name of Object.keys(INDEXES)) await db.execute(sql.raw(`DROP INDEX IF EXISTS "cms"."${name}";`))
  for (const name of Object.keys(TRIGGERS)) await db.execute(sql.raw(`DROP TRIGGER IF EXISTS "${name}" ON "cms"."books_rels";`))
  await db.execute(sql.raw(`DROP FUNCTION IF EXISTS "cms"."public_book_rows_changed"(), "cms"."add_public_book_changes"(text, jsonb);`))
  // Decision 138's triggers as they were: author rows only.
  await db.execute(sql.raw(ROW_TAKES_BOOK.replace(`NEW.${COUNTED_ROW}`, `NEW.path = 'authors'`)))
  await db.execute(sql.raw(BOOK_TO_ROWS(`'authors'`)))
  await db.execute(sql.raw(`UPDATE "cms"."books_rels" SET book_publication_year = NULL, book_is_public = NULL WHERE path = 'genres';`))
  for (const path of COUNTED_PATHS) await db.execute(sql.raw(`ALTER TABLE "cms"."${path}" DROP COLUMN IF EXISTS "public_book_count";`))
}
