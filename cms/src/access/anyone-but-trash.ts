import type { Access } from 'payload';

import { isEditorRequest } from './is-editor.js';

/**
 * The catalogue is public, but not its trash: editors read every document (the admin's Trash view
 * lists and restores them), anyone else only those not in the trash, whatever `?trash=true` asks
 * (docs/rules.md §4, decision 121).
 */
export const anyoneButTrash: Access = ({ req }) => (isEditorRequest(req) ? true : { deletedAt: { exists: false } });
