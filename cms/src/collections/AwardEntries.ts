import type { CollectionConfig } from 'payload';

import { anyone } from '../access/anyone.js';
import { isEditor } from '../access/is-editor.js';
import { externalIdField } from '../fields/external-id-field.js';
import { awardEntryPopularityHooks } from '../hooks/award-entry-popularity.js';

/** A book-award link. `book` is optional: works outside the catalogue still show on award pages. */
export const AwardEntries: CollectionConfig = {
  slug: 'award-entries',
  admin: { useAsTitle: 'workTitle', defaultColumns: ['award', 'year', 'category', 'workTitle', 'result'] },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: awardEntryPopularityHooks(),
  fields: [
    { name: 'award', type: 'relationship', relationTo: 'awards', required: true, index: true },
    { name: 'book', type: 'relationship', relationTo: 'books', index: true },
    { name: 'isWinner', type: 'checkbox', defaultValue: false, admin: { description: 'Unchecked: nominee.' } },
    {
      name: 'result',
      type: 'select',
      options: ['winner', 'nominee', 'special_citation'],
    },
    { name: 'category', type: 'text', admin: { description: "One of the award's categories, or typed." } },
    { name: 'year', type: 'number' },
    { name: 'workTitle', type: 'text', admin: { description: 'As given by the source.' } },
    { name: 'workAuthor', type: 'text', admin: { description: 'As given by the source.' } },
    externalIdField(),
  ],
};
