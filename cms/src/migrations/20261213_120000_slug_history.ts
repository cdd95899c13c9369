import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written: the slugs a catalogue document has left, so its old addresses keep answering with a
// 301 to the current one (docs/decisions/120-addresses-that-last.md). A row names the document, not
// its next slug: the current slug is read at answer time, so a chain of renames never needs
// rewriting. The trigger sees every write of the row readers are shown, whoever makes it.
const SLUGGED = ['books', 'authors', 'series', 'genres', 'awards'] as const

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(`
  CREATE TABLE IF NOT EXISTS "cms"."slug_history" (
    "collection" varchar NOT NULL CHECK ("collection" IN ('books', 'authors', 'series', 'genres', 'awards')),
    "slug" varchar NOT NULL,
    "document_id" integer NOT NULL,
    "left_at" timestamp(3) with time zone NOT NULL DEFAULT now(),
    PRIMARY KEY ("collection", "slug", "document_id")
  );
  CREATE INDEX IF NOT EXISTS "slug_history_document_idx" ON "cms"."slug_history" ("collection", "document_id");`))
  await db.execute(sql.raw(`
  CREATE OR REPLACE FUNCTION "cms"."record_left_slug"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF OLD.slug IS NOT NULL AND OLD.slug <> '' THEN
      INSERT INTO "cms"."slug_history" ("collection", "slug", "document_id", "left_at")
      VALUES (TG_ARGV[0], OLD.slug, OLD.id, now())
      ON CONFLICT ("collection", "slug", "document_id") DO UPDATE SET "left_at" = excluded."left_at";
    END IF;
    RETURN NULL;
  END $$;`))
  for (const table of SLUGGED) {
    await db.execute(sql.raw(`
    DROP TRIGGER IF EXISTS "${table}_slug_left" ON "cms"."${table}";
    CREATE TRIGGER "${table}_slug_left" AFTER UPDATE OF "slug" ON "cms"."${table}"
      FOR EACH ROW WHEN (OLD.slug IS DISTINCT FROM NEW.slug) EXECUTE FUNCTION "cms"."record_left_slug"('${table}');`))
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of SLUGGED) {
    await db.execute(sql.raw(`DROP TRIGGER IF EXISTS "${table}_slug_left" ON "cms"."${table}";`))
  }
  await db.execute(sql.raw(`DROP FUNCTION IF EXISTS "cms"."record_left_slug"();`))
  await db.execute(sql.raw(`DROP TABLE IF EXISTS "cms"."slug_history";`))
}
