import { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

import { refreshSearchDocuments, SEARCH_TYPES } from '../catalogue/search/search-documents.js'
import { executorFor } from '../database/request-sql.js'

// Hand-written (decision 069): the folding of names grew (compatibility forms, ŋ ħ ŧ ə …), so every
// search document is rewritten with the one folding function the queries use, in this transaction.
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  const executor = await executorFor(payload, req)
  for (const type of SEARCH_TYPES) await refreshSearchDocuments(executor, type, null)
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // Nothing to undo: the documents are rewritten from the catalogue by whatever folding the code has.
}
