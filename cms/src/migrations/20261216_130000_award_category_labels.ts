import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import { AWARD_CATEGORY_NAMES, LOCALES } from '@starshelf/contract'

// Hand-written: decision 125. An award's category keeps its stable key (`name`) and gets a label
// per language in the table Payload's postgres adapter keeps a localized field of an array in. The
// version table of the drafts gets the same where it exists. Existing categories are labelled in
// English with their key and in German and Italian with the data set's translations.
const LOCALIZED_ARRAY = (table: string, parentIdType: string) => `
  CREATE TABLE IF NOT EXISTS "cms"."${table}_locales" (
    "label" varchar,
    "id" serial PRIMARY KEY NOT NULL,
    "_locale" "cms"."_locales" NOT NULL,
    "_parent_id" ${parentIdType} NOT NULL
  );
  DO $$ BEGIN
    ALTER TABLE "cms"."${table}_locales" ADD CONSTRAINT "${table}_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."${table}"("id") ON DELETE cascade ON UPDATE no action;
  EXCEPTION WHEN duplicate_object THEN NULL;
  END $$;
  CREATE UNIQUE INDEX IF NOT EXISTS "${table}_locales_locale_parent_id_unique" ON "cms"."${table}_locales" USING btree ("_locale","_parent_id");`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(LOCALIZED_ARRAY('awards_categories', 'varchar')))
  await db.execute(sql.raw(`DO $versions$ BEGIN
    IF to_regclass('"cms"."_awards_v_version_categories"') IS NOT NULL THEN
      EXECUTE ${quoteLiteral(LOCALIZED_ARRAY('_awards_v_version_categories', 'integer'))};
    END IF;
  END $versions$;`))
  const translations = Object.entries(AWARD_CATEGORY_NAMES).flatMap(([key, names]) =>
    LOCALES.map((locale) => ({ key, locale, label: names[locale] })),
  )
  await db.execute(sql`
    INSERT INTO "cms"."awards_categories_locales" ("label", "_locale", "_parent_id")
    SELECT coalesce(t.label, btrim(c.name)), l.code::"cms"."_locales", c.id
      FROM "cms"."awards_categories" c
      CROSS JOIN json_array_elements_text(${JSON.stringify(LOCALES)}::json) AS l(code)
      LEFT JOIN json_to_recordset(${JSON.stringify(translations)}::json) AS t("key" text, "locale" text, "label" text)
        ON t."key" = btrim(c.name) AND t."locale" = l.code
     WHERE t.label IS NOT NULL OR l.code = 'en'
    ON CONFLICT ("_locale", "_parent_id") DO NOTHING`)
}

function quoteLiteral(text: string): string {
  return `'${text.replace(/'/g, "''")}'`
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(`DROP TABLE IF EXISTS "cms"."_awards_v_version_categories_locales";
    DROP TABLE IF EXISTS "cms"."awards_categories_locales";`))
}
