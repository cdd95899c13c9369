// The public entry of '@starshelf/cms/catalogue': the only way other workspaces reach the catalogue.
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
export { describeCatalogueError, type CatalogueErrorInfo } from './errors.js';
export { closeCatalogue, getCatalogue, migrateCatalogue } from './get-catalogue.js';
export { upsertByExternalId, type CatalogueCollection } from './upsert.js';
export { buildCmsConfig, type CmsConfigOptions } from '../build-config.js';
export {
  CatalogueError,
  PRIMARY_EDITION_DELETE_MESSAGE,
  PrimaryEditionError,
  isCatalogueError,
} from '../errors.js';
export type { Author, Award, AwardEntry, Book, Edition, Editor, Genre, Media, Series } from '../payload-types.js';
