import type { CollectionConfig } from 'payload';

import { isEditor } from '../access/is-editor.js';
import { publicCatalogueRead } from '../access/public-catalogue-read.js';

/** Versions kept per document; the oldest go first, the published one always stays. */
export const VERSIONS_PER_DOCUMENT = 50;

/**
 * What the catalogue collections editors curate (books, authors, series, genres, awards) share:
 * deleting moves a document to the trash (deletedAt set), restorable for TRASH_RETENTION_DAYS
 * (decision 121); every save is a version, an editor drafts (autosaved) and publishes now or at a
 * scheduled time (decision 123); only editors read the trash, the drafts and the versions, or write.
 */
export const curatedCatalogue = {
  trash: true,
  versions: {
    maxPerDoc: VERSIONS_PER_DOCUMENT,
    drafts: { autosave: { interval: 2000 }, schedulePublish: true, validate: false },
  },
  access: {
    read: publicCatalogueRead,
    readVersions: isEditor,
    create: isEditor,
    update: isEditor,
    delete: isEditor,
  },
} as const satisfies Pick<CollectionConfig, 'trash' | 'versions' | 'access'>;
