import { z } from 'zod';
import {
  AUTHOR_GENDERS,
  BINDING_TYPES,
  EDITION_LANGUAGE_CODES,
  EDITION_TYPES,
  FORMAT_TYPES,
  NATIVE_LANGUAGES,
  READING_STATUSES,
  ROLES,
} from './enums.js';

// The zod enums of enums.ts, for the boundaries that check them.
export const roleSchema = z.enum(ROLES);
export const editionTypeSchema = z.enum(EDITION_TYPES);
export const formatTypeSchema = z.enum(FORMAT_TYPES);
export const bindingTypeSchema = z.enum(BINDING_TYPES);
export const editionLanguageCodeSchema = z.enum(EDITION_LANGUAGE_CODES);
export const authorGenderSchema = z.enum(AUTHOR_GENDERS);
export const nativeLanguageSchema = z.enum(NATIVE_LANGUAGES);
export const readingStatusSchema = z.enum(READING_STATUSES);
