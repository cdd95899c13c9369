// The public entry of '@starshelf/community-api/seeding': what the seeder (seed/) may do to the
// community schema: imported reader accounts and their ratings, development members.
export { createPool, type Pool } from '../db/pool.js';
export { runMigrations } from '../db/migrate.js';
export {
  deleteCatalogueReferences,
  ratingSums,
  upsertBookRatings,
  type BookRatingInput,
  type RatingSums,
} from './book-ratings.js';
export { isCommunityMigrated } from './community-state.js';
export { ensureDevMember, type DevMemberInput } from './dev-member.js';
export {
  IMPORTED_READER_PREFIX,
  deleteImportedReaders,
  importedReaderExternalId,
  upsertImportedReaders,
} from './imported-readers.js';
