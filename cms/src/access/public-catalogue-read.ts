import type { Access, Where } from 'payload';

import { isEditorRequest } from './is-editor.js';

/**
 * The catalogue is public, but not its trash nor its drafts: editors read every document (the
 * admin's Trash view, drafts and versions), anyone else only published documents outside the
 * trash, whatever `?trash=true` or `?draft=true` asks (docs/rules.md §4, decisions 121 and 123).
 */
const PUBLIC: Where = { and: [{ deletedAt: { exists: false } }, { _status: { equals: 'published' } }] };

export const publicCatalogueRead: Access = ({ req }) => (isEditorRequest(req) ? true : PUBLIC);
