import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written (decision 137): a series' book count is kept in `cms.series.public_book_count` instead
// of counted for every series on every call of the series list (not `book_count`: the list before this
// migration names its counted column so, and would find two while both run against one database). It is the number of distinct public
// books (isPublic of cms/src/catalogue/public-sql.ts: not in the trash and published) holding the
// series in their `allSeries`, and the database keeps it: triggers recount the series a statement
// touched, whoever wrote (Payload, the importer, a merge, the synthetic COPY). Not a Payload field,
// like damped_rating: nothing edits it, and Payload never writes a column it does not know.
//
// The recount is one grouped statement over the series asked for (an index scan of
// books_all_series_series_idx per series, or one hash join over the table while a bulk load has
// dropped its indexes: a join, not `= any(array)`, which would compare each row with every id), after
// locking those series rows in id order: a second transaction recounting the same series waits for
// the first to commit, and its recount, a new statement, then sees the first one's rows.
const PUBLIC_BOOK = `b."deleted_at" IS NULL AND b."_status" = 'published'`
const PUBLIC_SERIES = `"deleted_at" IS NULL AND "_status" = 'published'`

const RECOUNT = `
CREATE OR REPLACE FUNCTION "cms"."recount_series_books"(series_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF series_ids IS NULL OR cardinality(series_ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM "cms"."series" WHERE "id" = ANY (series_ids) ORDER BY "id" FOR NO KEY UPDATE;
  UPDATE "cms"."series" s SET "public_book_count" = coalesce(c.n, 0)
    FROM unnest(series_ids) AS x(id)
    LEFT JOIN (
      SELECT bs."series_id", count(DISTINCT bs."_parent_id")::integer AS n
        FROM (SELECT DISTINCT unnest(series_ids) AS id) ids
        JOIN "cms"."books_all_series" bs ON bs."series_id" = ids.id
        JOIN "cms"."books" b ON b."id" = bs."_parent_id" AND ${PUBLIC_BOOK}
       GROUP BY bs."series_id"
    ) c ON c."series_id" = x.id
   WHERE s."id" = x.id AND s."public_book_count" IS DISTINCT FROM coalesce(c.n, 0);
END $$;`

// Statement-level, with the statement's rows as transition tables: a COPY of 4,000 series rows
// recounts its few hundred series once, not once per row. PostgreSQL allows one event per trigger
// with transition tables, hence three.
const SERIES_ROWS_CHANGED = `
CREATE OR REPLACE FUNCTION "cms"."series_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "cms"."recount_series_books"(array(SELECT DISTINCT "series_id" FROM added WHERE "series_id" IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "cms"."recount_series_books"(array(SELECT DISTINCT "series_id" FROM removed WHERE "series_id" IS NOT NULL));
  ELSE
    PERFORM "cms"."recount_series_books"(array(
      SELECT "series_id" FROM added WHERE "series_id" IS NOT NULL
       UNION SELECT "series_id" FROM removed WHERE "series_id" IS NOT NULL));
  END IF;
  RETURN NULL;
END $$;`

// A book's rows stay when it goes to the trash, comes back, or is unpublished: its series are
// recounted when its public state changes. Its series rows go (by cascade) when it is deleted, and
// follow it (foreign key) when it is created, so neither needs a trigger on cms.books.
const BOOK_VISIBILITY_CHANGED = `
CREATE OR REPLACE FUNCTION "cms"."book_visibility_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "cms"."recount_series_books"(array(
    SELECT DISTINCT "series_id" FROM "cms"."books_all_series" WHERE "_parent_id" IN (OLD."id", NEW."id") AND "series_id" IS NOT NULL));
  RETURN NULL;
END $$;`

const isPublicRow = (row: string) => `coalesce(${row}."deleted_at" IS NULL AND ${row}."_status" = 'published', false)`

const TRIGGERS = [
  `CREATE TRIGGER "books_all_series_added" AFTER INSERT ON "cms"."books_all_series"
     REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "cms"."series_rows_changed"();`,
  `CREATE TRIGGER "books_all_series_removed" AFTER DELETE ON "cms"."books_all_series"
     REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "cms"."series_rows_changed"();`,
  `CREATE TRIGGER "books_all_series_changed" AFTER UPDATE ON "cms"."books_all_series"
     REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "cms"."series_rows_changed"();`,
  `CREATE TRIGGER "books_visibility_series_count" AFTER UPDATE OF "deleted_at", "_status" ON "cms"."books"
     FOR EACH ROW WHEN (${isPublicRow('OLD')} IS DISTINCT FROM ${isPublicRow('NEW')})
     EXECUTE FUNCTION "cms"."book_visibility_changed"();`,
]

// The reader's series name with docs/rules.md's fallback (their language, then English, then the
// others) over the series' search documents, once per language, as the books' titles (decision 135).
const nameKey = (locale: string) => {
  const order = [locale, 'en', 'de', 'it']
  return `lower(coalesce(${order.map((code) => `nullif(btrim(names->>'${code}'), '')`).join(', ')}))`
}

// The orders of the series list (cms/src/catalogue/read/find-series.ts) over the public series;
// the book-count one serves the size filters as well. cms/test/series-book-count.test.ts checks the plans.
const INDEXES: Record<string, string> = {
  series_public_book_count_idx: `ON "cms"."series" ("public_book_count" DESC, "id" ASC) WHERE ${PUBLIC_SERIES}`,
  series_public_rating_idx: `ON "cms"."series" ("damped_rating" DESC NULLS LAST, "ratings_count" DESC NULLS LAST, "id" ASC) WHERE ${PUBLIC_SERIES}`,
  search_documents_series_name_en_idx: `ON "cms"."search_documents" ((${nameKey('en')}), "item_id") WHERE "type" = 'series'`,
  search_documents_series_name_de_idx: `ON "cms"."search_documents" ((${nameKey('de')}), "item_id") WHERE "type" = 'series'`,
  search_documents_series_name_it_idx: `ON "cms"."search_documents" ((${nameKey('it')}), "item_id") WHERE "type" = 'series'`,
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(`ALTER TABLE "cms"."series" ADD COLUMN IF NOT EXISTS "public_book_count" integer NOT NULL DEFAULT 0;`))
  await db.execute(sql.raw(RECOUNT))
  await db.execute(sql.raw(SERIES_ROWS_CHANGED))
  await db.execute(sql.raw(BOOK_VISIBILITY_CHANGED))
  for (const trigger of TRIGGERS) await db.execute(sql.raw(trigger))
  // The backfill: every series with books, in one statement.
  await db.execute(
    sql.raw(`UPDATE "cms"."series" s SET "public_book_count" = c.n
      FROM (SELECT bs."series_id", count(DISTINCT bs."_parent_id")::integer AS n
              FROM "cms"."books_all_series" bs JOIN "cms"."books" b ON b."id" = bs."_parent_id" AND ${PUBLIC_BOOK}
             GROUP BY bs."series_id") c
     WHERE s."id" = c."series_id";`),
  )
  for (const [name, definition] of Object.entries(INDEXES)) {
    await db.execute(sql.raw(`CREATE INDEX IF NOT EXISTS "${name}" ${definition};`))
  }
  // The new column's statistics: without them the size filters are planned for a third of the series.
  await db.execute(sql.raw(`ANALYZE "cms"."series";`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const name of Object.keys(INDEXES)) await db.execute(sql.raw(`DROP INDEX IF EXISTS "cms"."${name}";`))
  await db.execute(sql.raw(`DROP TRIGGER IF EXISTS "books_visibility_series_count" ON "cms"."books";`))
  for (const name of ['books_all_series_added', 'books_all_series_removed', 'books_all_series_changed']) {
    await db.execute(sql.raw(`DROP TRIGGER IF EXISTS "${name}" ON "cms"."books_all_series";`))
  }
  await db.execute(sql.raw(`DROP FUNCTION IF EXISTS "cms"."book_visibility_changed"(), "cms"."series_rows_changed"(), "cms"."recount_series_books"(integer[]);`))
  await db.execute(sql.raw(`ALTER TABLE "cms"."series" DROP COLUMN IF EXISTS "public_book_count";`))
}
