import {
  AUTHOR_GENDERS,
  maxPublicationYear,
  MIN_PUBLICATION_YEAR,
  NATIVE_LANGUAGES,
  type AuthorWrite,
  type BookWrite,
  type GenreWrite,
  type SeriesWrite,
} from '@starshelf/contract';
import { z } from 'zod';
import { bookRelationsSchema, type BookRelations } from './book-relations';

export const FORM_LOCALES = ['en', 'de', 'it'] as const;
export type FormLocale = (typeof FORM_LOCALES)[number];
export type CatalogueKind = 'books' | 'authors' | 'series' | 'genres';
/** The body each kind's writes take (the contract's write schemas); the form's fields are named after its fields. */
type CatalogueWrites = { books: BookWrite; authors: AuthorWrite; series: SeriesWrite; genres: GenreWrite };
type WriteField<Kind extends CatalogueKind> = keyof CatalogueWrites[Kind] & string;

export type FieldSpec<Name extends string = string> =
  | { name: Name; type: 'text' | 'textarea' | 'url' }
  | { name: Name; type: 'number'; min?: number; max?: number }
  | { name: Name; type: 'select'; options: readonly string[]; optionLabelKey: string }
  | { name: Name; type: 'checkbox' };

export type FormSpec<Name extends string = string> = {
  kind: CatalogueKind;
  /** The required localised field; the item's name in every language. */
  nameField: 'title' | 'name';
  /** Written once per language (the API takes `locale` with each write). */
  localised: readonly FieldSpec<Name>[];
  /** Written once, with the English call. */
  shared: readonly FieldSpec<Name>[];
  /** Authors, genres and series pickers (books only), sent with the English call. */
  hasRelations?: boolean;
};

const nameAndText = <Name extends 'title' | 'name', Text extends string>(nameField: Name, textField: Text): FieldSpec<Name | Text>[] => [
  { name: nameField, type: 'text' },
  { name: textField, type: 'textarea' },
];

export const FORM_SPECS: { [Kind in CatalogueKind]: FormSpec<WriteField<Kind>> } = {
  books: {
    kind: 'books',
    nameField: 'title',
    hasRelations: true,
    localised: nameAndText('title', 'description'),
    shared: [
      { name: 'publicationYear', type: 'number', min: MIN_PUBLICATION_YEAR, max: maxPublicationYear() },
      { name: 'publisher', type: 'text' },
      { name: 'pages', type: 'number', min: 1 },
      { name: 'coverImageUrl', type: 'url' },
    ],
  },
  authors: {
    kind: 'authors',
    nameField: 'name',
    localised: nameAndText('name', 'bio'),
    shared: [
      { name: 'born', type: 'text' },
      { name: 'died', type: 'text' },
      { name: 'nativeLanguage', type: 'select', options: NATIVE_LANGUAGES, optionLabelKey: 'language' },
      { name: 'gender', type: 'select', options: AUTHOR_GENDERS, optionLabelKey: 'authors.genders' },
      { name: 'profileImageUrl', type: 'url' },
    ],
  },
  series: { kind: 'series', nameField: 'name', localised: nameAndText('name', 'description'), shared: [{ name: 'isCompleted', type: 'checkbox' }] },
  genres: { kind: 'genres', nameField: 'name', localised: nameAndText('name', 'description'), shared: [] },
};

const emptyToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'number' && Number.isNaN(value)) ? undefined : value;

function fieldSchema(field: FieldSpec): z.ZodType {
  switch (field.type) {
    case 'number': {
      let number = z.number().int();
      if (field.min !== undefined) number = number.min(field.min);
      if (field.max !== undefined) number = number.max(field.max);
      return z.preprocess(emptyToUndefined, number.optional());
    }
    case 'url': return z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional());
    case 'checkbox': return z.boolean().optional();
    case 'select': return z.preprocess(emptyToUndefined, z.enum(field.options as [string, ...string[]]).optional());
    default: return z.preprocess(emptyToUndefined, z.string().trim().optional());
  }
}

/**
 * English carries the required name (the API falls back to English); German and Italian are
 * optional translations. The fields are those of the contract's write schemas (`CatalogueWrites`).
 */
export function formSchema(spec: FormSpec) {
  const localeShape = (isRequired: boolean) =>
    z.object(Object.fromEntries(spec.localised.map((field) => [
      field.name,
      field.name === spec.nameField && isRequired ? z.string().trim().min(1) : fieldSchema(field),
    ])));
  return z.object({
    locales: z.object({ en: localeShape(true), de: localeShape(false), it: localeShape(false) }),
    shared: z.object(Object.fromEntries(spec.shared.map((field) => [field.name, fieldSchema(field)]))),
    ...(spec.hasRelations ? { relations: bookRelationsSchema.optional() } : {}),
  });
}

export type CatalogueFormOutput = {
  locales: Record<FormLocale, Record<string, unknown>>;
  shared: Record<string, unknown>;
  relations?: BookRelations;
};

/** Drops empty values, so a write never blanks a field the form did not fill. */
export function compact(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== ''));
}

/**
 * A translation is written only when it says something of its own: the API answers English for a
 * missing translation, and writing that back would freeze the fallback into the other language.
 */
export function translationToWrite(output: CatalogueFormOutput, locale: Exclude<FormLocale, 'en'>): Record<string, unknown> | null {
  const values = compact(output.locales[locale]);
  const isSameAsEnglish = Object.entries(values).every(([key, value]) => output.locales.en[key] === value);
  return Object.keys(values).length === 0 || isSameAsEnglish ? null : values;
}
