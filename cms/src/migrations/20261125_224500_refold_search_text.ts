import { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

// Hand-written (decision 069): the folding of names grew (compatibility forms, ŋ ħ ŧ ə …), so every
// search document had to be rewritten with the one folding function the queries use. That rewrite
// runs the live search code, which now reads columns added later (deleted_at, decision 121), so it
// moved to the last migration that changes what the search code reads:
// 20261214_120000_catalogue_trash rewrites every document, after those columns exist.
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // Nothing to undo: the documents are rewritten from the catalogue by whatever folding the code has.
}
