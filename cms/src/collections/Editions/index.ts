import type { CollectionConfig } from 'payload';

import {
  BINDING_TYPES,
  EDITION_DEFAULTS,
  EDITION_LANGUAGE_CODES,
  EDITION_LANGUAGES,
  EDITION_TYPES,
  FORMAT_TYPES,
} from '@starshelf/contract';

import { anyone } from '../../access/anyone.js';
import { isEditor } from '../../access/is-editor.js';
import { externalIdField } from '../../fields/external-id-field.js';
import { goodreadsBookIdField } from '../../fields/goodreads-book-id-field.js';
import { editionSearchIndexHooks } from '../../hooks/search-index-hooks.js';
import { fillLanguageName } from './hooks/fill-language-name.js';
import { keepOnePrimary, refusePrimaryDelete } from './hooks/primary-edition.js';
import { validateEdition } from './hooks/validate-edition.js';

const searchIndex = editionSearchIndexHooks();

const languageOptions = EDITION_LANGUAGE_CODES.map((code) => ({ label: EDITION_LANGUAGES[code], value: code }));

export const Editions: CollectionConfig = {
  slug: 'editions',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'book', 'isPrimaryEdition', 'languageCode', 'publicationYear'],
  },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    beforeValidate: [fillLanguageName, validateEdition],
    beforeChange: [keepOnePrimary],
    beforeDelete: [refusePrimaryDelete],
    afterChange: searchIndex.afterChange,
    afterDelete: searchIndex.afterDelete,
  },
  fields: [
    { name: 'book', type: 'relationship', relationTo: 'books', required: true, index: true },
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    { name: 'coverImage', type: 'text', admin: { description: 'Cover URL.' } },
    { name: 'publicationYear', type: 'number' },
    { name: 'pages', type: 'number' },
    { name: 'isbn', type: 'text' },
    { name: 'publisher', type: 'text' },
    {
      name: 'isPrimaryEdition',
      type: 'checkbox',
      defaultValue: EDITION_DEFAULTS.isPrimaryEdition,
      admin: { position: 'sidebar', description: 'One per book; marking this one unmarks the former primary.' },
    },
    { name: 'editionType', type: 'select', options: [...EDITION_TYPES], defaultValue: EDITION_DEFAULTS.editionType },
    { name: 'formatType', type: 'select', options: [...FORMAT_TYPES], defaultValue: EDITION_DEFAULTS.formatType },
    { name: 'bindingType', type: 'select', options: [...BINDING_TYPES], defaultValue: EDITION_DEFAULTS.bindingType },
    { name: 'languageCode', type: 'select', options: languageOptions, defaultValue: EDITION_DEFAULTS.languageCode },
    // No default: the fill-language-name hook derives it from the code (de → Deutsch).
    { name: 'languageName', type: 'text' },
    { name: 'translator', type: 'text' },
    { name: 'isOriginalLanguage', type: 'checkbox', defaultValue: EDITION_DEFAULTS.isOriginalLanguage },
    {
      name: 'formats',
      type: 'array',
      fields: [
        { name: 'bindingType', type: 'select', options: [...BINDING_TYPES] },
        { name: 'price', type: 'number', min: 0 },
        { name: 'currency', type: 'text', defaultValue: 'EUR' },
      ],
    },
    {
      name: 'languages',
      type: 'array',
      fields: [
        { name: 'languageName', type: 'text' },
        { name: 'isOriginalLanguage', type: 'checkbox', defaultValue: false },
        { name: 'translator', type: 'text' },
      ],
    },
    externalIdField(),
    goodreadsBookIdField(),
  ],
};
