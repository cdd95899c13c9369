import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written (decision 162): a one- or two-letter query asks for each type's most popular
// documents holding a word that begins with it. search_words, kept by the triggers of decision 139,
// already holds every word of every document with the document's popularity; these two indexes hold
// its rows by their first one and two letters, in popularity order, so the answer is the first rows
// of one index range however rare or common the prefix. Without them a prefix was matched through
// the trigram index (every match read and sorted: up to 1.2 s at a million books) or by walking the
// type's documents in popularity order (every document of the type for a prefix none holds).
const UP = `
CREATE INDEX IF NOT EXISTS "search_words_by_first_letter_idx" ON "cms"."search_words" (left("word", 1), "type", "popularity" DESC, "item_id");
CREATE INDEX IF NOT EXISTS "search_words_by_first_two_letters_idx" ON "cms"."search_words" (left("word", 2), "type", "popularity" DESC, "item_id");

-- A prefix's most popular documents of a type, in the index's order, each once (a document with two
-- words of the prefix has two adjacent rows): an index scan that stops after n documents, never a
-- sort of every row of a common prefix. The settings keep the planner on that scan whatever it
-- estimates, as for search_word_documents.
CREATE OR REPLACE FUNCTION "cms"."search_prefix_documents"(prefix text, search_type text, n integer)
  RETURNS TABLE (type varchar, item_id integer, popularity real)
  LANGUAGE plpgsql STABLE PARALLEL SAFE
  SET enable_bitmapscan = off SET enable_sort = off SET enable_seqscan = off SET enable_hashagg = off AS $$
BEGIN
  IF char_length(prefix) = 1 THEN
    RETURN QUERY SELECT w.type, w.item_id, w.popularity FROM cms.search_words w
      WHERE left(w.word, 1) = prefix AND w.type = search_type
      GROUP BY w.popularity, w.item_id, w.type ORDER BY w.popularity DESC, w.item_id LIMIT n;
  ELSE
    RETURN QUERY SELECT w.type, w.item_id, w.popularity FROM cms.search_words w
      WHERE left(w.word, 2) = prefix AND w.type = search_type
      GROUP BY w.popularity, w.item_id, w.type ORDER BY w.popularity DESC, w.item_id LIMIT n;
  END IF;
END $$;
ANALYZE "cms"."search_words";
`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(UP))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql.raw(`
DROP FUNCTION IF EXISTS "cms"."search_prefix_documents"(text, text, integer);
DROP INDEX IF EXISTS "cms"."search_words_by_first_two_letters_idx";
DROP INDEX IF EXISTS "cms"."search_words_by_first_letter_idx";
`),
  )
}
