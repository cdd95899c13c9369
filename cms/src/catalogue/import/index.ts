// The public entry of '@starshelf/cms/catalogue/import': bulk writers for the seeder. They write
// Payload's tables directly (the Local API costs 5-15 ms per document) and enforce the hooks'
// rules themselves: slugs (slugs.ts), edition validation and one primary (edition-rules.ts).
export {
  authorSpec,
  awardEntrySpec,
  awardSpec,
  bookSpec,
  editionSpec,
  genreSpec,
  seriesSpec,
  type CollectionSpec,
  type ColumnSpec,
  type DescribedTable,
} from './collection-specs.js';
export { replaceBookMoods, type BookMoodRow } from './book-moods.js';
export { analyzeCatalogue, catalogueState, wipeCatalogue } from './catalogue-state.js';
export { writeDescriptions, type DescriptionRow } from './descriptions.js';
export { booksWithoutOnePrimary, editionColumns, EditionRuleError, type EditionImportInput } from './edition-rules.js';
export {
  arrayLocaleKey,
  ImportBatchError,
  type ColumnValue,
  type ImportDocument,
  type UpsertCounts,
  type UpsertResult,
} from './import-document.js';
export { demoteReplacedPrimaries } from './edition-primaries.js';
export { importPool } from './import-pool.js';
export { assignSlugs, readSlugs, type SlugRegistry } from './slugs.js';
export { upsertDocuments, type UpsertOptions } from './upsert-documents.js';
