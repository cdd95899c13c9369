import { z } from 'zod';
import { BINDING_TYPES, EDITION_TYPES, FORMAT_TYPES } from './enums.js';
import { defaultedField, optionalField } from './optional-field.js';

export const MIN_PUBLICATION_YEAR = 1800;
const YEARS_AHEAD = 5;

/** Computed at call time, so a long-running server does not keep last year's limit. */
export function maxPublicationYear(now: Date = new Date()): number {
  return now.getFullYear() + YEARS_AHEAD;
}

/** The German messages of docs/rules.md §5, exactly as the edition form shows them. */
export const EDITION_MESSAGES = {
  titleRequired: 'Titel ist erforderlich',
  publicationYearRange: (max: number) =>
    `Publikationsjahr muss zwischen ${MIN_PUBLICATION_YEAR} und ${max} liegen`,
  pagesMin: 'Seitenzahl muss mindestens 1 sein',
  languageCodeRequired: 'Sprachcode erforderlich',
  languageNameRequired: 'Sprachname erforderlich',
} as const;

export const EDITION_DEFAULTS = {
  isPrimaryEdition: false,
  editionType: 'original',
  formatType: 'physical',
  bindingType: 'paperback',
  languageCode: 'de',
  languageName: 'Deutsch',
  isOriginalLanguage: true,
} as const;

// Empty optional fields are omitted from payloads (docs/rules.md §5); a form may still send '' or NaN
// (what an empty number input's `valueAsNumber` gives); null is absent like everywhere else.
const emptyToUndefined = (value: unknown) =>
  value === '' || (typeof value === 'number' && Number.isNaN(value)) ? undefined : value;
const optionalFormField = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, optionalField(schema));

const optionalText = optionalFormField(z.string().trim());

function editionShape(now: Date) {
  const max = maxPublicationYear(now);
  const yearMessage = EDITION_MESSAGES.publicationYearRange(max);
  return {
    title: z
      .string({ error: EDITION_MESSAGES.titleRequired })
      .trim()
      .min(1, EDITION_MESSAGES.titleRequired),
    description: optionalText,
    // http(s) only: the value ends up in an <img src>, where other schemes have no business.
    coverImage: optionalFormField(z.url({ protocol: /^https?$/ })),
    publicationYear: optionalFormField(
      z.number({ error: yearMessage }).int(yearMessage).min(MIN_PUBLICATION_YEAR, yearMessage).max(max, yearMessage),
    ),
    pages: optionalFormField(
      z.number({ error: EDITION_MESSAGES.pagesMin }).int(EDITION_MESSAGES.pagesMin).min(1, EDITION_MESSAGES.pagesMin),
    ),
    isbn: optionalText,
    publisher: optionalText,
    translator: optionalText,
    isPrimaryEdition: defaultedField(z.boolean(), EDITION_DEFAULTS.isPrimaryEdition),
    editionType: defaultedField(z.enum(EDITION_TYPES), EDITION_DEFAULTS.editionType),
    formatType: defaultedField(z.enum(FORMAT_TYPES), EDITION_DEFAULTS.formatType),
    bindingType: defaultedField(z.enum(BINDING_TYPES), EDITION_DEFAULTS.bindingType),
    languageCode: defaultedField(
      z.string({ error: EDITION_MESSAGES.languageCodeRequired }).trim().min(2, EDITION_MESSAGES.languageCodeRequired),
      EDITION_DEFAULTS.languageCode,
    ),
    languageName: defaultedField(
      z.string({ error: EDITION_MESSAGES.languageNameRequired }).trim().min(1, EDITION_MESSAGES.languageNameRequired),
      EDITION_DEFAULTS.languageName,
    ),
    isOriginalLanguage: defaultedField(z.boolean(), EDITION_DEFAULTS.isOriginalLanguage),
  };
}

/** The edition create schema for the form and the API; the year limit uses the injected `now`. */
export function createEditionSchema(now: Date = new Date()) {
  return z.object(editionShape(now));
}

/**
 * The PATCH schema: every field optional and no defaults filled in, so a partial update
 * (e.g. only `isPrimaryEdition: true`) does not overwrite stored values.
 */
export function createEditionPatchSchema(now: Date = new Date()) {
  const shape = editionShape(now);
  return z.object({
    title: optionalField(shape.title),
    description: shape.description,
    coverImage: shape.coverImage,
    publicationYear: shape.publicationYear,
    pages: shape.pages,
    isbn: shape.isbn,
    publisher: shape.publisher,
    translator: shape.translator,
    isPrimaryEdition: optionalField(z.boolean()),
    editionType: optionalField(z.enum(EDITION_TYPES)),
    formatType: optionalField(z.enum(FORMAT_TYPES)),
    bindingType: optionalField(z.enum(BINDING_TYPES)),
    languageCode: optionalField(z.string().trim().min(2, EDITION_MESSAGES.languageCodeRequired)),
    languageName: optionalField(z.string().trim().min(1, EDITION_MESSAGES.languageNameRequired)),
    isOriginalLanguage: optionalField(z.boolean()),
  });
}

export type EditionSchema = ReturnType<typeof createEditionSchema>;
/** A validated edition (defaults filled in, empty optional fields dropped): what services take. */
export type EditionInput = z.output<EditionSchema>;
/** The raw form/request shape before validation (defaults may be missing). */
export type EditionFormValues = z.input<EditionSchema>;
export type EditionPatchSchema = ReturnType<typeof createEditionPatchSchema>;
export type EditionPatch = z.output<EditionPatchSchema>;
