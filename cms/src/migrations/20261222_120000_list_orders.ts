import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written (decision 135): the books list's orders read from an index over the public rows, so a
// page of a million-book list reads its 24 rows instead of sorting the table. The title orders read
// the reader's title from the search documents (one row per public book, each title per language in
// `names`), where the fallback of docs/rules.md (the reader's language, then English, then the others)
// is one expression over one row and so can be indexed, once per language. The expressions must stay
// the ones `cms/src/catalogue/read/find-books.ts` sorts by (`test/list-orders.test.ts` checks the plans).
const PUBLIC = `"deleted_at" IS NULL AND "_status" = 'published'`

const titleKey = (locale: string) => {
  const order = [locale, 'en', 'de', 'it']
  return `lower(coalesce(${order.map((code) => `nullif(btrim(names->>'${code}'), '')`).join(', ')}))`
}

const INDEXES: Record<string, string> = {
  books_public_newest_idx: `ON "cms"."books" ("publication_year" DESC NULLS LAST, "publication_date" DESC NULLS LAST, "id" DESC) WHERE ${PUBLIC}`,
  books_public_oldest_idx: `ON "cms"."books" ("publication_year" ASC NULLS LAST, "publication_date" ASC NULLS LAST, "id" ASC) WHERE ${PUBLIC}`,
  books_public_rating_idx: `ON "cms"."books" ("damped_rating" DESC NULLS LAST, "ratings_count" DESC NULLS LAST, "id" ASC) WHERE ${PUBLIC}`,
  search_documents_book_title_en_idx: `ON "cms"."search_documents" ((${titleKey('en')}), "item_id") WHERE "type" = 'book'`,
  search_documents_book_title_de_idx: `ON "cms"."search_documents" ((${titleKey('de')}), "item_id") WHERE "type" = 'book'`,
  search_documents_book_title_it_idx: `ON "cms"."search_documents" ((${titleKey('it')}), "item_id") WHERE "type" = 'book'`,
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const [name, definition] of Object.entries(INDEXES)) {
    await db.execute(sql.raw(`CREATE INDEX IF NOT EXISTS "${name}" ${definition};`))
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const name of Object.keys(INDEXES)) {
    await db.execute(sql.raw(`DROP INDEX IF EXISTS "cms"."${name}";`))
  }
}
