import type { CollectionConfig } from 'payload';

import { externalIdField } from '../fields/external-id-field.js';
import { localizedMarkdownField } from '../fields/markdown-field.js';
import { ratingAggregateFields } from '../fields/rating-aggregate-fields.js';
import { slugField } from '../fields/slug-field.js';
import { refuseDeleteWhileUsed, refuseTrashWhileUsed, type Usage } from '../hooks/refuse-delete-while-used.js';
import { searchIndexHooks } from '../hooks/search-index-hooks.js';
import { uniqueSlugHook } from '../hooks/unique-slug.js';
import { curatedCatalogue } from './curated-catalogue.js';

// Decision 065: books are works of their own; deleting their series is refused, not cascaded;
// moving it to the trash too (decision 121).
const seriesInUse: Usage = {
  collection: 'books',
  path: 'allSeries.series',
  message: (count) =>
    `This series still holds ${count} ${count === 1 ? 'book' : 'books'}. Remove ${count === 1 ? 'it' : 'them'} from the series first.`,
};

export const Series: CollectionConfig = {
  slug: 'series',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'isCompleted', 'averageRating'] },
  ...curatedCatalogue,
  hooks: {
    beforeValidate: [uniqueSlugHook({ collection: 'series', sourceField: 'name', fallback: 'series' })],
    beforeChange: [refuseTrashWhileUsed(seriesInUse)],
    beforeDelete: [refuseDeleteWhileUsed(seriesInUse)],
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
