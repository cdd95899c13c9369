import type { CollectionBeforeDeleteHook, CollectionConfig, TextFieldSingleValidation } from 'payload';

import { bookSlug, DEFAULT_LOCALE } from '@starshelf/contract';

import { externalIdField } from '../fields/external-id-field.js';
import { goodreadsBookIdField } from '../fields/goodreads-book-id-field.js';
import { localizedMarkdownField } from '../fields/markdown-field.js';
import { ratingAggregateFields } from '../fields/rating-aggregate-fields.js';
import { slugField } from '../fields/slug-field.js';
import { cascadedEntryPopularityHooks } from '../hooks/award-entry-popularity.js';
import { bookLinkPopularityHooks } from '../hooks/book-link-popularity.js';
import { nestedCall } from '../hooks/nested-call.js';
import { searchIndexHooks } from '../hooks/search-index-hooks.js';
import { uniqueSlugHook } from '../hooks/unique-slug.js';
import { ALLOW_PRIMARY_DELETE } from './Editions/hooks/context-flags.js';
import { curatedCatalogue } from './curated-catalogue.js';

/** A book's editions go with it; the context flag lets the primary go too, in the same transaction. */
const deleteEditionsOfBook: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await nestedCall(req, () =>
    req.payload.delete({
      collection: 'editions',
      where: { book: { equals: id } },
      req,
      overrideAccess: true,
      context: { [ALLOW_PRIMARY_DELETE]: true },
    }),
  );
};

/**
 * English is the catalogue's title and required; German and Italian hold a translation's title only
 * where one was published, so a save in those locales may leave it empty (docs/rules.md §3 "Titles").
 */
const titleRequiredInEnglish: TextFieldSingleValidation = (value, { req }) =>
  (req.locale && req.locale !== DEFAULT_LOCALE) || (typeof value === 'string' && value.trim() !== '') ? true : 'An English title is required.';

const searchIndex = searchIndexHooks('book');
const entryPopularity = cascadedEntryPopularityHooks('book');
const linkPopularity = bookLinkPopularityHooks();

export const Books: CollectionConfig = {
  slug: 'books',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'authors', 'publicationYear', 'averageRating'],
  },
  ...curatedCatalogue,
  hooks: {
    beforeValidate: [
      // The stored slug has no id; the URL form bookSlug(title, id) is built at read time.
      uniqueSlugHook({ collection: 'books', sourceField: 'title', toSlug: (title) => bookSlug(title), fallback: 'unknown-book' }),
    ],
    beforeDelete: [deleteEditionsOfBook, ...entryPopularity.beforeDelete],
    afterChange: [...searchIndex.afterChange, ...linkPopularity.afterChange],
    afterDelete: [...searchIndex.afterDelete, ...entryPopularity.afterDelete, ...linkPopularity.afterDelete],
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      localized: true,
      required: true,
      validate: titleRequiredInEnglish,
      admin: { description: 'In German and Italian: the title of a published translation; left empty, readers see the English title.' },
    },
    {
      name: 'originalTitle',
      type: 'text',
      admin: { description: 'The title of the first edition, in its own language (shown on the book page and searched in every language).' },
    },
    slugField(),
    { name: 'coverImage', type: 'upload', relationTo: 'media' },
    { name: 'coverImageUrl', type: 'text' },
    localizedMarkdownField('description', 'The synopsis, in markdown.'),
    {
      name: 'authors',
      type: 'relationship',
      relationTo: 'authors',
      hasMany: true,
      admin: { description: 'In credit order.' },
    },
    { name: 'genres', type: 'relationship', relationTo: 'genres', hasMany: true },
    { name: 'publicationDate', type: 'date' },
    { name: 'publicationYear', type: 'number', index: true },
    { name: 'publisher', type: 'text' },
    { name: 'pages', type: 'number', min: 1 },
    {
      name: 'allSeries',
      type: 'array',
      labels: { singular: 'Series entry', plural: 'Series' },
      admin: { description: "The first item is the book's main series." },
      fields: [
        { name: 'series', type: 'relationship', relationTo: 'series', required: true, index: true },
        { name: 'position', type: 'text', admin: { description: 'As printed: "1", "2.5", "Prequel".' } },
        { name: 'positionSort', type: 'number' },
      ],
    },
    ...ratingAggregateFields(),
    externalIdField(),
    goodreadsBookIdField(),
    {
      name: 'editions',
      type: 'join',
      collection: 'editions',
      on: 'book',
      admin: { defaultColumns: ['title', 'isPrimaryEdition', 'languageName', 'editionType', 'publicationYear'] },
    },
    {
      name: 'awards',
      type: 'join',
      collection: 'award-entries',
      on: 'book',
      admin: { defaultColumns: ['award', 'isWinner', 'category', 'year'] },
    },
  ],
};
