// The public entry of '@starshelf/cms/catalogue': the only way other workspaces reach the catalogue.
// It boots nothing: each process gives it a pool (and Payload for the Local-API writes) first.
export { configureCatalogue, type CatalogueRuntime, type PayloadProvider } from './runtime.js';
export { ANONYMOUS, AS_SYSTEM, type CatalogueAccess } from './access.js';
export { createBook, deleteBook, getBook, updateBook, type BookData, type BookRecord } from './books.js';
export {
  createEdition,
  deleteEdition,
  listEditions,
  makePrimaryEdition,
  updateEdition,
  type EditionCreateInput,
  type EditionUpdateInput,
} from './editions.js';
export { ensureEditor, type EnsureEditorInput } from './editors.js';
export { matchShelfBooks, type ShelfBookKey, type ShelfMatch } from './match/match-shelf-books.js';
export { isbn10Of, normaliseIsbn } from './match/isbn.js';
export { describeCatalogueError, STILL_REFERENCED_STATES, type CatalogueErrorInfo } from './errors.js';
export { upsertByExternalId, type CatalogueCollection } from './upsert.js';
export {
  CatalogueError,
  PRIMARY_EDITION_DELETE_MESSAGE,
  PrimaryEditionError,
  isCatalogueError,
} from '../errors.js';
export type { Author, Award, AwardEntry, Book, Edition, Editor, Genre, Media, Series } from '../payload-types.js';
export { aggregatesFromSums, recomputeRatingAggregates, refreshSeriesRatings, setRatingAggregates, type RatedCollection, type RatingAggregate, type RatingSum } from './rating-aggregates.js';
// Hand-tuned reads, search and writes for the community API.
export { findBooks, getBookSummaries, BOOK_SORTS, type BookSort, type FindBooksQuery } from './read/find-books.js';
export type { CountKeeper } from './read/paged-query.js';
export { findAuthors, getAuthorSummaries, LIST_SORTS, type AuthorSummary, type FindAuthorsQuery, type ListSort } from './read/find-authors.js';
export {
  findSeries,
  SERIES_SIZES,
  SERIES_STATUSES,
  type FindSeriesQuery,
  type SeriesSize,
  type SeriesStatus,
  type SeriesSummary,
} from './read/find-series.js';
export {
  bookDetailStatement,
  getBookDetail,
  toBookDetail,
  type BookAuthor,
  type BookAward,
  type BookDetail,
  type BookDetailRow,
  type BookSeriesItem,
} from './read/get-book-detail.js';
export {
  findAuthorBooks,
  getAuthorDetail,
  getGenre,
  getSeriesDetail,
  listGenres,
  type AuthorDetail,
  type GenreSummary,
  type SeriesDetail,
} from './read/get-entities.js';
export { getAwardDetail, listAwards, type AwardDetail, type AwardSummary } from './read/get-awards.js';
export { getHome, type HomeData } from './read/get-home.js';
export { listMoods } from './read/list-moods.js';
// The library export's catalogue columns.
export { getBooksForExport, type BookForExport } from './read/books-for-export.js';
export {
  countLinkTargets,
  idRangeOfFile,
  LINK_FILE_WIDTH,
  listLinkTargetFiles,
  listLinkTargets,
  type IdRange,
  type LinkTarget,
  type LinkTargetCount,
  type LinkTargetFile,
} from './read/list-link-targets.js';
export { findShowcaseBooks, SHOWCASE_GENRES, WIDELY_READ_RATINGS } from './read/showcase-books.js';
export { catalogueKey, isSluggedTable, resolveCatalogueId, SLUGGED_TABLES, type CatalogueKey, type SluggedTable } from './read/resolve-id.js';
export { currentSlugOfFormer, listFormerSlugKeys, mayHaveLeft } from './read/former-slugs.js';
export type { BookSummary, Ref } from './read/shapes.js';
export { rebuildSearchIndex } from './search/rebuild-search-index.js';
export { SEARCH_CAPS, searchCatalogue, type SearchGroups, type SearchHit, type SearchLimits } from './search/search-catalogue.js';
export { SEARCH_TYPES, type SearchType } from './search/search-documents.js';
export { SKIP_SEARCH_INDEX } from './search/search-documents.js';
export { aggregatesNoticePayload, CATALOGUE_CHANGED_CHANNEL, isAggregatesNotice, notifyAggregatesChanged, notifyCatalogueChanged, parseAggregatesNotice, type AggregatesNotice } from './change-notice.js';
// The synthetic catalogue (seed) writes search documents in bulk with the writer's own derivation.
export { refreshSearchDocuments, withDerivedText, type SearchSourceRow } from './search/search-documents.js';
export { poolExecutor } from '../database/sql-executor.js';
export { checkPreviewToken, readLatestDraft, signPreviewToken, verifyPreviewToken, type PreviewGrant } from './preview.js';
export { publishDueSchedules, SCHEDULE_PUBLISH_TASK, type ScheduledPublishRun } from './scheduled-publishing.js';
export { purgeExpiredTrash, TRASHABLE_COLLECTIONS, type PurgeRefusal, type TrashableCollection, type TrashPurge } from './trash.js';
export { reconcileRatingAggregatesWithRatings, writeRatingAggregate, type RatedKind } from './rating-aggregate-write.js';
export {
  createCatalogueItem,
  deleteCatalogueItem,
  trashCatalogueItem,
  existingIds,
  setBookAwards,
  updateCatalogueItem,
  type BookAwardLink,
  type WritableCollection,
} from './writes.js';
export { LookupRetryingPool } from './lookup-retrying-pool.js';
export { CONNECTION_OPTIONS } from './connection-settings.js';
