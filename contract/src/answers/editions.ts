import { z } from 'zod';
import { bindingTypeSchema, editionLanguageCodeSchema, editionTypeSchema, formatTypeSchema } from '../enum-schemas.js';

const editionFormatSchema = z.object({
  id: z.string(),
  bindingType: bindingTypeSchema.nullable(),
  price: z.number().nullable(),
  currency: z.string().nullable(),
});

const editionLanguageSchema = z.object({
  id: z.string(),
  languageName: z.string().nullable(),
  isOriginalLanguage: z.boolean().nullable(),
  translator: z.string().nullable(),
});

/**
 * An edition as GET /api/books/{id}/editions, the edition writes and the book detail answer it.
 * Every field is present; an empty one is null.
 */
export const editionRecordSchema = z
  .object({
    id: z.number().int(),
    /** The book's id. */
    book: z.number().int(),
    title: z.string(),
    description: z.string().nullable(),
    coverImage: z.string().nullable(),
    publicationYear: z.number().int().nullable(),
    pages: z.number().int().nullable(),
    isbn: z.string().nullable(),
    publisher: z.string().nullable(),
    isPrimaryEdition: z.boolean().nullable(),
    editionType: editionTypeSchema.nullable(),
    formatType: formatTypeSchema.nullable(),
    bindingType: bindingTypeSchema.nullable(),
    languageCode: editionLanguageCodeSchema.nullable(),
    languageName: z.string().nullable(),
    translator: z.string().nullable(),
    isOriginalLanguage: z.boolean().nullable(),
    formats: z.array(editionFormatSchema),
    languages: z.array(editionLanguageSchema),
    externalId: z.number().int().nullable(),
    updatedAt: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'Edition' });
export type EditionRecord = z.infer<typeof editionRecordSchema>;
