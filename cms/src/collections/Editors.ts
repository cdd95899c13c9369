import type { CollectionConfig } from 'payload';

import { isEditor } from '../access/is-editor.js';

/** The admin panel's own accounts; members of the site live in the community schema. */
export const Editors: CollectionConfig = {
  slug: 'editors',
  auth: true,
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'updatedAt'] },
  access: {
    read: isEditor,
    create: isEditor,
    update: isEditor,
    delete: isEditor,
  },
  fields: [{ name: 'name', type: 'text' }],
};
