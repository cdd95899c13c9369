import { z } from 'zod';

// Every enumeration of SPEC.md §3 lives here once, as a readonly tuple (for iteration and
// select options), a union type (for code) and a zod enum (for boundaries).

export const ROLES = ['NORMAL_USER', 'POWER_USER', 'GOLDEN_USER', 'SUPER_USER'] as const;
export type Role = (typeof ROLES)[number];
export const roleSchema = z.enum(ROLES);

export const EDITION_TYPES = ['original', 'revised', 'anniversary', 'special', 'international'] as const;
export type EditionType = (typeof EDITION_TYPES)[number];
export const editionTypeSchema = z.enum(EDITION_TYPES);

export const FORMAT_TYPES = ['physical', 'digital'] as const;
export type FormatType = (typeof FORMAT_TYPES)[number];
export const formatTypeSchema = z.enum(FORMAT_TYPES);

// 'broschiert' is offered by the German edition form alongside the stored wire values.
export const BINDING_TYPES = ['hardcover', 'paperback', 'mass_market', 'ebook', 'audiobook', 'broschiert'] as const;
export type BindingType = (typeof BINDING_TYPES)[number];
export const bindingTypeSchema = z.enum(BINDING_TYPES);

// Names are given in their own language, as the edition form shows them.
export const EDITION_LANGUAGES = {
  de: 'Deutsch',
  en: 'English',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  ru: 'Русский',
  ja: '日本語',
  zh: '中文',
  pt: 'Português',
  nl: 'Nederlands',
  sv: 'Svenska',
  no: 'Norsk',
} as const;
export type EditionLanguageCode = keyof typeof EDITION_LANGUAGES;
export const EDITION_LANGUAGE_CODES = Object.keys(EDITION_LANGUAGES) as [
  EditionLanguageCode,
  ...EditionLanguageCode[],
];
export const editionLanguageCodeSchema = z.enum(EDITION_LANGUAGE_CODES);

export const AUTHOR_GENDERS = ['male', 'female', 'non_binary', 'other', 'not_specified'] as const;
export type AuthorGender = (typeof AUTHOR_GENDERS)[number];
export const authorGenderSchema = z.enum(AUTHOR_GENDERS);

export const NATIVE_LANGUAGES = [
  'en', 'de', 'es', 'fr', 'it', 'pt', 'ru', 'zh', 'ja', 'ko', 'ar', 'hi', 'bn', 'pa', 'te',
] as const;
export type NativeLanguage = (typeof NATIVE_LANGUAGES)[number];
export const nativeLanguageSchema = z.enum(NATIVE_LANGUAGES);

export const READING_STATUSES = ['to_read', 'reading', 'read'] as const;
export type ReadingStatus = (typeof READING_STATUSES)[number];
export const readingStatusSchema = z.enum(READING_STATUSES);
