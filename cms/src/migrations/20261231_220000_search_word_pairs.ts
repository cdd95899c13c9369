import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written (decision 164): every two consecutive words of every search document ("the journey"),
// kept by triggers on cms.search_documents beside its words (decision 139). A query of words each held
// by tens of thousands of documents ("the jour" at a million books) finds among its rarest word's most
// popular documents none holding the two as a phrase; the pairs answer "the most popular documents of
// a type holding this phrase" from one index, as search_words does for one word.
const UP = `
CREATE TABLE IF NOT EXISTS "cms"."search_word_pairs" (
  "pair" text NOT NULL,
  "type" varchar NOT NULL,
  "item_id" integer NOT NULL,
  "popularity" real NOT NULL
);

-- Each word with the word after it, each pair once: the phrases search_text holds at word boundaries.
CREATE OR REPLACE FUNCTION "cms"."search_word_pairs_of"(search_text text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select distinct p from (
    select w || ' ' || lead(w) over (order by i) as p
      from string_to_table(search_text, ' ') with ordinality t(w, i) where w <> ''
  ) pairs where p is not null $$;

-- A phrase's most popular documents of a type, in the index's order, as search_word_documents.
CREATE OR REPLACE FUNCTION "cms"."search_pair_documents"(search_pair text, search_type text, n integer)
  RETURNS TABLE (type varchar, item_id integer, popularity real)
  LANGUAGE plpgsql STABLE PARALLEL SAFE
  SET enable_bitmapscan = off SET enable_sort = off SET enable_seqscan = off AS $$
BEGIN
  RETURN QUERY SELECT p.type, p.item_id, p.popularity FROM cms.search_word_pairs p
    WHERE p.pair = search_pair AND p.type = search_type ORDER BY p.popularity DESC, p.item_id LIMIT n;
END $$;

CREATE OR REPLACE FUNCTION "cms"."search_word_pairs_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM cms.search_word_pairs p USING old_rows o WHERE p.type = o.type AND p.item_id = o.item_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO cms.search_word_pairs (pair, type, item_id, popularity)
      SELECT p, n.type, n.item_id, n.popularity FROM new_rows n, cms.search_word_pairs_of(n.search_text) p;
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS "search_word_pairs_inserted" ON "cms"."search_documents";
DROP TRIGGER IF EXISTS "search_word_pairs_updated" ON "cms"."search_documents";
DROP TRIGGER IF EXISTS "search_word_pairs_deleted" ON "cms"."search_documents";
CREATE TRIGGER "search_word_pairs_inserted" AFTER INSERT ON "cms"."search_documents"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cms"."search_word_pairs_counted"();
CREATE TRIGGER "search_word_pairs_updated" AFTER UPDATE ON "cms"."search_documents"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cms"."search_word_pairs_counted"();
CREATE TRIGGER "search_word_pairs_deleted" AFTER DELETE ON "cms"."search_documents"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "cms"."search_word_pairs_counted"();

TRUNCATE "cms"."search_word_pairs";
INSERT INTO "cms"."search_word_pairs" (pair, type, item_id, popularity)
  SELECT p, d.type, d.item_id, d.popularity FROM "cms"."search_documents" d, "cms"."search_word_pairs_of"(d.search_text) p;
CREATE INDEX IF NOT EXISTS "search_word_pairs_by_popularity_idx" ON "cms"."search_word_pairs" ("pair", "type", "popularity" DESC, "item_id");
-- For the triggers' deletes. Not a key on (type, item_id, pair): search_word_pairs_of gives each pair
-- once, and a key holding the pair's text would double the index's size (about 0.5 GB at 1M books).
CREATE INDEX IF NOT EXISTS "search_word_pairs_by_document_idx" ON "cms"."search_word_pairs" ("type", "item_id");
ANALYZE "cms"."search_word_pairs";
`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(UP))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql.raw(`
DROP TRIGGER IF EXISTS "search_word_pairs_inserted" ON "cms"."search_documents";
DROP TRIGGER IF EXISTS "search_word_pairs_updated" ON "cms"."search_documents";
DROP TRIGGER IF EXISTS "search_word_pairs_deleted" ON "cms"."search_documents";
DROP FUNCTION IF EXISTS "cms"."search_word_pairs_counted"();
DROP FUNCTION IF EXISTS "cms"."search_pair_documents"(text, text, integer);
DROP FUNCTION IF EXISTS "cms"."search_word_pairs_of"(text);
DROP TABLE IF EXISTS "cms"."search_word_pairs";
`),
  )
}
