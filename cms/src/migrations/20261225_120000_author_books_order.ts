import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written (decision 138): an author's books are paged oldest first (publication year ascending,
// unknown years last, then id; decision 134), and the author's relation rows keep what that order
// and the public rule (docs/rules.md §4, isPublic in cms/src/catalogue/public-sql.ts) need of their
// book: its year and whether readers may see it. One index then holds each author's public books in
// the page's order, so a page is a range of it (a deep page an index-only skip) instead of a sort of
// every book of the author. Triggers keep the two columns: a relation row takes them from its book
// when it is written (Payload writes a book's relation rows again after the book row on every save,
// the synthetic load copies them after the books), and a book passes a change of its year, status or
// trash to its rows. Only rows of path 'authors' carry them.
const PUBLIC = `coalesce(b.deleted_at IS NULL AND b._status = 'published', false)`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(`
  ALTER TABLE "cms"."books_rels" ADD COLUMN IF NOT EXISTS "book_publication_year" numeric;
  ALTER TABLE "cms"."books_rels" ADD COLUMN IF NOT EXISTS "book_is_public" boolean;`))
  await db.execute(sql.raw(`
  CREATE OR REPLACE FUNCTION "cms"."author_row_takes_book_order"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    SELECT b.publication_year, ${PUBLIC} INTO NEW.book_publication_year, NEW.book_is_public
      FROM "cms"."books" b WHERE b.id = NEW.parent_id;
    RETURN NEW;
  END $$;
  DROP TRIGGER IF EXISTS "books_rels_author_order" ON "cms"."books_rels";
  CREATE TRIGGER "books_rels_author_order" BEFORE INSERT OR UPDATE OF "parent_id", "path" ON "cms"."books_rels"
    FOR EACH ROW WHEN (NEW.path = 'authors') EXECUTE FUNCTION "cms"."author_row_takes_book_order"();`))
  await db.execute(sql.raw(`
  CREATE OR REPLACE FUNCTION "cms"."book_order_to_author_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    visible boolean := coalesce(NEW.deleted_at IS NULL AND NEW._status = 'published', false);
  BEGIN
    UPDATE "cms"."books_rels" r SET book_publication_year = NEW.publication_year, book_is_public = visible
     WHERE r.parent_id = NEW.id AND r.path = 'authors'
       AND (r.book_publication_year, r.book_is_public) IS DISTINCT FROM (NEW.publication_year, visible);
    RETURN NULL;
  END $$;
  DROP TRIGGER IF EXISTS "books_author_rows_order" ON "cms"."books";
  CREATE TRIGGER "books_author_rows_order" AFTER UPDATE OF "publication_year", "_status", "deleted_at" ON "cms"."books"
    FOR EACH ROW WHEN (OLD.publication_year IS DISTINCT FROM NEW.publication_year OR OLD._status IS DISTINCT FROM NEW._status
      OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL))
    EXECUTE FUNCTION "cms"."book_order_to_author_rows"();`))
  // The rows already there. On a million books this rewrites about 1.3 million rows: a VACUUM after
  // it lets the deep pages read the index alone (decision 138).
  await db.execute(sql.raw(`
  UPDATE "cms"."books_rels" r SET book_publication_year = b.publication_year, book_is_public = ${PUBLIC}
    FROM "cms"."books" b WHERE b.id = r.parent_id AND r.path = 'authors';`))
  await db.execute(sql.raw(`
  CREATE INDEX IF NOT EXISTS "books_rels_author_books_order_idx" ON "cms"."books_rels"
    ("authors_id", "book_publication_year" ASC NULLS LAST, "parent_id") WHERE "path" = 'authors' AND "book_is_public";`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(`
  DROP TRIGGER IF EXISTS "books_author_rows_order" ON "cms"."books";
  DROP TRIGGER IF EXISTS "books_rels_author_order" ON "cms"."books_rels";
  DROP FUNCTION IF EXISTS "cms"."book_order_to_author_rows"();
  DROP FUNCTION IF EXISTS "cms"."author_row_takes_book_order"();
  DROP INDEX IF EXISTS "cms"."books_rels_author_books_order_idx";
  ALTER TABLE "cms"."books_rels" DROP COLUMN IF EXISTS "book_publication_year";
  ALTER TABLE "cms"."books_rels" DROP COLUMN IF EXISTS "book_is_public";`))
}
