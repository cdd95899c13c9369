import type { CollectionConfig } from 'payload';

import { anyoneButTrash } from '../access/anyone-but-trash.js';
import { isEditor } from '../access/is-editor.js';

/**
 * What the catalogue collections editors curate (books, authors, series, genres, awards) share:
 * deleting moves a document to the trash (deletedAt set), restorable for TRASH_RETENTION_DAYS, and
 * only editors read the trash or write (decision 121).
 */
export const trashableCatalogue = {
  trash: true,
  access: { read: anyoneButTrash, create: isEditor, update: isEditor, delete: isEditor },
} as const satisfies Pick<CollectionConfig, 'trash' | 'access'>;
