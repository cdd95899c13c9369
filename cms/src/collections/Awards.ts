import type { CollectionConfig } from 'payload';

import { awardCategoryFields, keepCategoryRowsByKey } from '../fields/award-category-fields.js';
import { externalIdField } from '../fields/external-id-field.js';
import { localizedMarkdownField } from '../fields/markdown-field.js';
import { slugField } from '../fields/slug-field.js';
import { cascadedEntryPopularityHooks } from '../hooks/award-entry-popularity.js';
import { searchIndexHooks } from '../hooks/search-index-hooks.js';
import { uniqueSlugHook } from '../hooks/unique-slug.js';
import { curatedCatalogue } from './curated-catalogue.js';

const searchIndex = searchIndexHooks('award');
const entryPopularity = cascadedEntryPopularityHooks('award');

export const Awards: CollectionConfig = {
  slug: 'awards',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'year', 'country'] },
  ...curatedCatalogue,
  hooks: {
    beforeValidate: [uniqueSlugHook({ collection: 'awards', sourceField: 'name', fallback: 'award' }), keepCategoryRowsByKey],
    beforeDelete: entryPopularity.beforeDelete,
    afterChange: searchIndex.afterChange,
    afterDelete: [...searchIndex.afterDelete, ...entryPopularity.afterDelete],
  },
  fields: [
    { name: 'name', type: 'text', localized: true, required: true },
    slugField(),
    { name: 'year', type: 'number', admin: { description: 'The year it was first presented.' } },
    localizedMarkdownField('description'),
    { name: 'country', type: 'text' },
    { name: 'language', type: 'text' },
    {
      name: 'categories',
      type: 'array',
      admin: { description: 'Known categories, offered when linking a book.' },
      fields: awardCategoryFields,
    },
    externalIdField(),
  ],
};
