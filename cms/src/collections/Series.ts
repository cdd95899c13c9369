import type { CollectionConfig } from 'payload';

import { anyone } from '../access/anyone.js';
import { isEditor } from '../access/is-editor.js';
import { externalIdField } from '../fields/external-id-field.js';
import { localizedMarkdownField } from '../fields/markdown-field.js';
import { ratingAggregateFields } from '../fields/rating-aggregate-fields.js';
import { slugField } from '../fields/slug-field.js';
import { searchIndexHooks } from '../hooks/search-index-hooks.js';
import { uniqueSlugHook } from '../hooks/unique-slug.js';

export const Series: CollectionConfig = {
  slug: 'series',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'isCompleted', 'averageRating'] },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    beforeValidate: [uniqueSlugHook({ collection: 'series', sourceField: 'name', fallback: 'series' })],
    ...searchIndexHooks('series'),
  },
  fields: [
    { name: 'name', type: 'text', localized: true, required: true },
    slugField(),
    localizedMarkdownField('description'),
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'isCompleted',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Checked: completed. Unchecked: ongoing.' },
    },
    ...ratingAggregateFields(),
    externalIdField(),
  ],
};
