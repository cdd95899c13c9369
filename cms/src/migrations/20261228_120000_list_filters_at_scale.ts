import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written (decision 141): the books list's genre filter and the authors list's name orders at
// a million books.
// - A genre's page is read in one of two shapes (cms/src/catalogue/read/find-books.ts): the order's
//   index is walked and each book's genre rows probed, or the genre's rows are read and sorted. Both
//   read only the relation's two ids, so each gets an index holding both, and neither visits the
//   relation's table.
// - The authors' name orders read the author's search document, where the name with the fallback of
//   docs/rules.md is one expression over one row (as the books' titles, decision 135), indexed per
//   language. The expressions must stay the ones find-authors.ts sorts by (test/list-orders.test.ts).
const nameKey = (locale: string) => {
  const order = [locale, 'en', 'de', 'it']
  return `lower(coalesce(${order.map((code) => `nullif(btrim(names->>'${code}'), '')`).join(', ')}))`
}

const INDEXES: Record<string, string> = {
  books_rels_genre_books_idx: `ON "cms"."books_rels" ("genres_id", "parent_id") WHERE "path" = 'genres'`,
  books_rels_book_genres_idx: `ON "cms"."books_rels" ("parent_id", "genres_id") WHERE "path" = 'genres'`,
  search_documents_author_name_en_idx: `ON "cms"."search_documents" ((${nameKey('en')}), "item_id") WHERE "type" = 'author'`,
  search_documents_author_name_de_idx: `ON "cms"."search_documents" ((${nameKey('de')}), "item_id") WHERE "type" = 'author'`,
  search_documents_author_name_it_idx: `ON "cms"."search_documents" ((${nameKey('it')}), "item_id") WHERE "type" = 'author'`,
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
