import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written: the editors' merges of duplicate books, authors and series
// (docs/decisions/122-merges.md). A row says who merged which document into which, what moved
// (`moved`, the counts the admin shows) and exactly which rows moved or what a conflict replaced
// (`changes`), so an undo within the trash's retention puts back precisely those.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(`
  CREATE TABLE IF NOT EXISTS "cms"."merges" (
    "id" serial PRIMARY KEY,
    "collection" varchar NOT NULL CHECK ("collection" IN ('books', 'authors', 'series')),
    "from_id" integer NOT NULL,
    "into_id" integer NOT NULL,
    "merged_by" integer,
    "merged_at" timestamp(3) with time zone NOT NULL DEFAULT now(),
    "moved" jsonb NOT NULL,
    "changes" jsonb NOT NULL,
    "undone_at" timestamp(3) with time zone,
    "undone_by" integer,
    CHECK ("from_id" <> "into_id")
  );
  CREATE UNIQUE INDEX IF NOT EXISTS "merges_one_open_per_document_idx" ON "cms"."merges" ("collection", "from_id") WHERE "undone_at" IS NULL;
  CREATE INDEX IF NOT EXISTS "merges_merged_at_idx" ON "cms"."merges" ("merged_at" DESC);`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(`DROP TABLE IF EXISTS "cms"."merges";`))
}
