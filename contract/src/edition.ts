import { z } from 'zod';
import { BINDING_TYPES, EDITION_TYPES, FORMAT_TYPES } from './enums.js';

export const MIN_PUBLICATION_YEAR = 1800;
const YEARS_AHEAD = 5;

/** Computed at call time, so a long-running server does not keep last year's limit. */
export function maxPublicationYear(now: Date = new Date()): number {
  return now.getFullYear() + YEARS_AHEAD;
}

/** The German messages of SPEC.md §5, exactly as the edition form shows them. */
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

// Empty optional fields are omitted from payloads (SPEC.md §5); a form may still send '', null,
// or NaN (what an empty number input's `valueAsNumber` gives).
const emptyToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'number' && Number.isNaN(value)) ? undefined : value;

const optionalText = z.preprocess(emptyToUndefined, z.string().trim().optional());

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
    coverImage: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    publicationYear: z.preprocess(
      emptyToUndefined,
      z
        .number({ error: yearMessage })
        .int(yearMessage)
        .min(MIN_PUBLICATION_YEAR, yearMessage)
        .max(max, yearMessage)
        .optional(),
    ),
    pages: z.preprocess(
      emptyToUndefined,
      z
        .number({ error: EDITION_MESSAGES.pagesMin })
        .int(EDITION_MESSAGES.pagesMin)
        .min(1, EDITION_MESSAGES.pagesMin)
        .optional(),
    ),
    isbn: optionalText,
    publisher: optionalText,
    translator: optionalText,
    isPrimaryEdition: z.boolean().default(EDITION_DEFAULTS.isPrimaryEdition),
    editionType: z.enum(EDITION_TYPES).default(EDITION_DEFAULTS.editionType),
    formatType: z.enum(FORMAT_TYPES).default(EDITION_DEFAULTS.formatType),
    bindingType: z.enum(BINDING_TYPES).default(EDITION_DEFAULTS.bindingType),
    languageCode: z
      .string({ error: EDITION_MESSAGES.languageCodeRequired })
      .trim()
      .min(2, EDITION_MESSAGES.languageCodeRequired)
      .default(EDITION_DEFAULTS.languageCode),
    languageName: z
      .string({ error: EDITION_MESSAGES.languageNameRequired })
      .trim()
      .min(1, EDITION_MESSAGES.languageNameRequired)
      .default(EDITION_DEFAULTS.languageName),
    isOriginalLanguage: z.boolean().default(EDITION_DEFAULTS.isOriginalLanguage),
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
    title: shape.title.optional(),
    description: shape.description,
    coverImage: shape.coverImage,
    publicationYear: shape.publicationYear,
    pages: shape.pages,
    isbn: shape.isbn,
    publisher: shape.publisher,
    translator: shape.translator,
    isPrimaryEdition: z.boolean().optional(),
    editionType: z.enum(EDITION_TYPES).optional(),
    formatType: z.enum(FORMAT_TYPES).optional(),
    bindingType: z.enum(BINDING_TYPES).optional(),
    languageCode: z.string().trim().min(2, EDITION_MESSAGES.languageCodeRequired).optional(),
    languageName: z.string().trim().min(1, EDITION_MESSAGES.languageNameRequired).optional(),
    isOriginalLanguage: z.boolean().optional(),
  });
}

export type EditionSchema = ReturnType<typeof createEditionSchema>;
/** A validated edition (defaults filled in, empty optional fields dropped): what services take. */
export type EditionInput = z.output<EditionSchema>;
/** The raw form/request shape before validation (defaults may be missing). */
export type EditionFormValues = z.input<EditionSchema>;
export type EditionPatchSchema = ReturnType<typeof createEditionPatchSchema>;
export type EditionPatch = z.output<EditionPatchSchema>;
