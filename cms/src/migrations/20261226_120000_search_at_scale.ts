import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written (decision 139): the words of every search document, kept by triggers on
// cms.search_documents so every writer (hooks, rebuild, the synthetic seeder) keeps them in step.
// search_words answers "the most popular documents of a type holding this word" from one index;
// search_vocabulary holds each word once with its document count, for prefixes, the rarest word
// and one-typo matches (its trigram index is small: words, not documents).
const UP = `
CREATE TABLE IF NOT EXISTS "cms"."search_words" (
  "word" text NOT NULL,
  "type" varchar NOT NULL,
  "item_id" integer NOT NULL,
  "popularity" real NOT NULL,
  PRIMARY KEY ("type", "item_id", "word")
);
CREATE TABLE IF NOT EXISTS "cms"."search_vocabulary" (
  "word" text PRIMARY KEY,
  "documents" integer NOT NULL
);

CREATE OR REPLACE FUNCTION "cms"."search_words_of"(search_text text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ select distinct w from string_to_table(search_text, ' ') w where w <> '' $$;

-- A word's most popular documents of a type, in the index's order: a plain index scan that stops
-- after n rows, never a bitmap scan and sort of all of a common word's rows (decision 139).
CREATE OR REPLACE FUNCTION "cms"."search_word_documents"(search_word text, search_type text, n integer)
  RETURNS TABLE (type varchar, item_id integer, popularity real)
  LANGUAGE plpgsql STABLE PARALLEL SAFE
  SET enable_bitmapscan = off SET enable_sort = off SET enable_seqscan = off AS $$
BEGIN
  RETURN QUERY SELECT w.type, w.item_id, w.popularity FROM cms.search_words w
    WHERE w.word = search_word AND w.type = search_type ORDER BY w.popularity DESC, w.item_id LIMIT n;
END $$;

CREATE OR REPLACE FUNCTION "cms"."search_words_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM cms.search_words w USING old_rows o WHERE w.type = o.type AND w.item_id = o.item_id;
    UPDATE cms.search_vocabulary v SET documents = v.documents - gone.n
      FROM (SELECT w, count(*) AS n FROM old_rows o, cms.search_words_of(o.search_text) w GROUP BY w) gone
     WHERE v.word = gone.w;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO cms.search_words (word, type, item_id, popularity)
      SELECT w, n.type, n.item_id, n.popularity FROM new_rows n, cms.search_words_of(n.search_text) w;
    INSERT INTO cms.search_vocabulary AS v (word, documents)
      SELECT w, count(*) FROM new_rows n, cms.search_words_of(n.search_text) w GROUP BY w ORDER BY w
      ON CONFLICT (word) DO UPDATE SET documents = v.documents + excluded.documents;
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS "search_words_inserted" ON "cms"."search_documents";
DROP TRIGGER IF EXISTS "search_words_updated" ON "cms"."search_documents";
DROP TRIGGER IF EXISTS "search_words_deleted" ON "cms"."search_documents";
CREATE TRIGGER "search_words_inserted" AFTER INSERT ON "cms"."search_documents"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cms"."search_words_counted"();
CREATE TRIGGER "search_words_updated" AFTER UPDATE ON "cms"."search_documents"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cms"."search_words_counted"();
CREATE TRIGGER "search_words_deleted" AFTER DELETE ON "cms"."search_documents"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "cms"."search_words_counted"();

TRUNCATE "cms"."search_words", "cms"."search_vocabulary";
INSERT INTO "cms"."search_words" (word, type, item_id, popularity)
  SELECT w, d.type, d.item_id, d.popularity FROM "cms"."search_documents" d, "cms"."search_words_of"(d.search_text) w;
INSERT INTO "cms"."search_vocabulary" (word, documents) SELECT word, count(*) FROM "cms"."search_words" GROUP BY word;

CREATE INDEX IF NOT EXISTS "search_words_by_popularity_idx" ON "cms"."search_words" ("word", "type", "popularity" DESC, "item_id");
CREATE INDEX IF NOT EXISTS "search_vocabulary_trgm_idx" ON "cms"."search_vocabulary" USING gin ("word" gin_trgm_ops);
CREATE INDEX IF NOT EXISTS "search_documents_title_terms_idx" ON "cms"."search_documents" USING gin ("title_terms");
ANALYZE "cms"."search_words";
ANALYZE "cms"."search_vocabulary";
`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(UP))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql.raw(`
DROP TRIGGER IF EXISTS "search_words_inserted" ON "cms"."search_documents";
DROP TRIGGER IF EXISTS "search_words_updated" ON "cms"."search_documents";
DROP TRIGGER IF EXISTS "search_words_deleted" ON "cms"."search_documents";
DROP FUNCTION IF EXISTS "cms"."search_words_counted"();
DROP FUNCTION IF EXISTS "cms"."search_words_of"(text);
DROP FUNCTION IF EXISTS "cms"."search_word_documents"(text, text, integer);
DROP INDEX IF EXISTS "cms"."search_documents_title_terms_idx";
DROP TABLE IF EXISTS "cms"."search_words";
DROP TABLE IF EXISTS "cms"."search_vocabulary";
`),
  )
}
