import type { CollectionConfig } from 'payload';

import { anyone } from '../access/anyone.js';
import { isEditor } from '../access/is-editor.js';

/** Images only and no sharp: resizing needs native install scripts that npm 11 skips. */
export function mediaCollection(staticDir: string): CollectionConfig {
  return {
    slug: 'media',
    admin: { useAsTitle: 'alt' },
    access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
    upload: { staticDir, mimeTypes: ['image/*'] },
    fields: [{ name: 'alt', type: 'text', localized: true }],
  };
}
