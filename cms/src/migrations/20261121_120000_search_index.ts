import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written: the search index is ours, not a Payload collection (docs/architecture.md "Search").
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm;`)
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "cms"."search_documents" (
    "type" varchar NOT NULL CHECK ("type" IN ('book', 'author', 'series', 'genre', 'award')),
    "item_id" integer NOT NULL,
    "slug" varchar,
    "names" jsonb NOT NULL DEFAULT '{}',
    "subtitle" varchar,
    "image" varchar,
    "popularity" real NOT NULL DEFAULT 0,
    "search_text" text NOT NULL,
    PRIMARY KEY ("type", "item_id")
  );
  CREATE INDEX IF NOT EXISTS "search_documents_text_trgm_idx" ON "cms"."search_documents" USING gin ("search_text" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "search_documents_type_popularity_idx" ON "cms"."search_documents" ("type", "popularity" DESC, "item_id");`)
  // pg_trgm's functions are costed so low that the planner prefers a sequential scan over the GIN
  // index. Raising their cost needs ownership of the extension: skipped, with a
  // notice, where the migrating role does not have it.
  await db.execute(sql`
  DO $$
  BEGIN
    ALTER FUNCTION similarity(text, text) COST 100;
    ALTER FUNCTION word_similarity(text, text) COST 100;
    ALTER FUNCTION similarity_op(text, text) COST 100;
    ALTER FUNCTION word_similarity_op(text, text) COST 100;
    ALTER FUNCTION word_similarity_commutator_op(text, text) COST 100;
  EXCEPTION WHEN insufficient_privilege THEN
    RAISE NOTICE 'pg_trgm function costs left as they are (not the owner)';
  END $$;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "cms"."search_documents";`)
}
