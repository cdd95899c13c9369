import type { CollectionConfig } from 'payload';

import { AUTHOR_GENDERS, NATIVE_LANGUAGES } from '@starshelf/contract';

import { externalIdField } from '../fields/external-id-field.js';
import { localizedMarkdownField } from '../fields/markdown-field.js';
import { ratingAggregateFields } from '../fields/rating-aggregate-fields.js';
import { slugField } from '../fields/slug-field.js';
import { searchIndexHooks } from '../hooks/search-index-hooks.js';
import { uniqueSlugHook } from '../hooks/unique-slug.js';
import { curatedCatalogue } from './curated-catalogue.js';

export const Authors: CollectionConfig = {
  slug: 'authors',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'nativeLanguage', 'born', 'averageRating'] },
  ...curatedCatalogue,
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
