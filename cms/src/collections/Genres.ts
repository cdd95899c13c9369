import type { CollectionConfig } from 'payload';

import { externalIdField } from '../fields/external-id-field.js';
import { localizedMarkdownField } from '../fields/markdown-field.js';
import { slugField } from '../fields/slug-field.js';
import { searchIndexHooks } from '../hooks/search-index-hooks.js';
import { uniqueSlugHook } from '../hooks/unique-slug.js';
import { curatedCatalogue } from './curated-catalogue.js';

export const Genres: CollectionConfig = {
  slug: 'genres',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'parent', 'level'] },
  ...curatedCatalogue,
  hooks: {
    beforeValidate: [uniqueSlugHook({ collection: 'genres', sourceField: 'name', fallback: 'genre' })],
    ...searchIndexHooks('genre'),
  },
  fields: [
    { name: 'name', type: 'text', localized: true, required: true },
    slugField(),
    localizedMarkdownField('description'),
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'parent', type: 'relationship', relationTo: 'genres' },
    { name: 'level', type: 'number', min: 0 },
    externalIdField(),
  ],
};
