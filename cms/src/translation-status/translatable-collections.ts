import type { CollectionConfig, Field } from 'payload';

import { Authors } from '../collections/Authors.js';
import { Awards } from '../collections/Awards.js';
import { Books } from '../collections/Books.js';
import { Genres } from '../collections/Genres.js';
import { Series } from '../collections/Series.js';

/** The collections whose translations the report covers, in the order the admin lists them. */
export const TRANSLATABLE_COLLECTIONS = ['books', 'authors', 'series', 'genres', 'awards'] as const;
export type TranslatableCollection = (typeof TRANSLATABLE_COLLECTIONS)[number];

/** A localized field and the column Payload's postgres adapter keeps it in (`cms.<table>_locales`). */
export type TranslatableField = { name: string; column: string };

/**
 * A localized text field inside an array field (an award's category labels, decision 125): the
 * array's rows live in `cms.<table>`, their localized values in `cms.<table>_locales`. Reported
 * under the array's name.
 */
export type TranslatableArrayField = { name: string; table: string; column: string };

export type TranslatableCollectionSpec = {
  slug: TranslatableCollection;
  /** The document table; its localized values live in `<table>_locales`. */
  table: string;
  /** The column of the field the admin titles a document with (`admin.useAsTitle`). */
  titleColumn: string;
  fields: TranslatableField[];
  arrayFields: TranslatableArrayField[];
};

const CONFIGS: Record<TranslatableCollection, CollectionConfig> = { books: Books, authors: Authors, series: Series, genres: Genres, awards: Awards };

/** Payload's postgres adapter names tables and columns in snake case (`award-entries` → `award_entries`). */
function snakeCase(name: string): string {
  return name.replace(/-/g, '_').replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

/**
 * The names become SQL identifiers: they come from the collection configs, never from a request,
 * and anything but a plain identifier is refused when the module loads.
 */
function identifier(name: string): string {
  const column = snakeCase(name);
  if (!/^[a-z][a-z0-9_]*$/.test(column)) throw new Error(`"${name}" cannot be read as an SQL identifier`);
  return column;
}

/** Text a reader sees in their language: the top-level localized text and textarea fields. */
function isTranslatableText(field: Field): field is Field & { name: string; localized: true } {
  return (field.type === 'text' || field.type === 'textarea') && 'localized' in field && field.localized === true;
}

/** The localized text fields of the top-level array fields (Payload's table `<collection>_<array>`). */
function arrayFieldsOf(slug: TranslatableCollection, config: CollectionConfig): TranslatableArrayField[] {
  return config.fields.flatMap((field) =>
    field.type === 'array'
      ? field.fields.filter(isTranslatableText).map((inner) => ({
          name: field.name,
          table: `${identifier(slug)}_${identifier(field.name)}`,
          column: identifier(inner.name),
        }))
      : [],
  );
}

function specOf(slug: TranslatableCollection): TranslatableCollectionSpec {
  const config = CONFIGS[slug];
  const fields = config.fields.filter(isTranslatableText).map((field) => ({ name: field.name, column: identifier(field.name) }));
  const arrayFields = arrayFieldsOf(slug, config);
  const titleName = config.admin?.useAsTitle;
  const title = fields.find((field) => field.name === titleName);
  if (!title) throw new Error(`the ${slug} collection is titled by a field that is not localized text`);
  return { slug, table: identifier(slug), titleColumn: title.column, fields, arrayFields };
}

/** Each collection's localized fields, read from its config so a new one is reported without a change here. */
export const TRANSLATABLE_SPECS: Record<TranslatableCollection, TranslatableCollectionSpec> = Object.fromEntries(
  TRANSLATABLE_COLLECTIONS.map((slug) => [slug, specOf(slug)]),
) as Record<TranslatableCollection, TranslatableCollectionSpec>;

export function isTranslatableCollection(value: string): value is TranslatableCollection {
  return (TRANSLATABLE_COLLECTIONS as readonly string[]).includes(value);
}
