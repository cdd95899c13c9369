import type { CollectionConfig } from 'payload';

import { AUTHOR_GENDERS, NATIVE_LANGUAGES } from '@starshelf/contract';

import { anyoneButTrash } from '../access/anyone-but-trash.js';
import { isEditor } from '../access/is-editor.js';
import { externalIdField } from '../fields/external-id-field.js';
import { localizedMarkdownField } from '../fields/markdown-field.js';
import { ratingAggregateFields } from '../fields/rating-aggregate-fields.js';
import { slugField } from '../fields/slug-field.js';
import { searchIndexHooks } from '../hooks/search-index-hooks.js';
import { uniqueSlugHook } from '../hooks/unique-slug.js';

export const Authors: CollectionConfig = {
  slug: 'authors',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'nativeLanguage', 'born', 'averageRating'] },
  // Deleting moves to the trash (deletedAt set); restorable for TRASH_RETENTION_DAYS (decision 121).
  trash: true,
  access: { read: anyoneButTrash, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    beforeValidate: [uniqueSlugHook({ collection: 'authors', sourceField: 'name', fallback: 'author' })],
    ...searchIndexHooks('author'),
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      localized: true,
      required: true,
      admin: { description: 'Fill de/it only where the name is written differently.' },
    },
    slugField(),
    localizedMarkdownField('bio'),
    { name: 'profileImage', type: 'upload', relationTo: 'media' },
    { name: 'profileImageUrl', type: 'text' },
    { name: 'born', type: 'text' },
    { name: 'died', type: 'text' },
    { name: 'nativeLanguage', type: 'select', options: [...NATIVE_LANGUAGES] },
    { name: 'gender', type: 'select', options: [...AUTHOR_GENDERS], defaultValue: 'not_specified' },
    { name: 'birthCountry', type: 'text' },
    ...ratingAggregateFields(),
    externalIdField(),
  ],
};
