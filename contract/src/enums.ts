// Every enumeration of docs/rules.md §3 lives here once, as a readonly tuple (for iteration and
// select options) and a union type (for code); their zod enums (for boundaries) are in
// enum-schemas.ts. Apart, because a module-level `z.enum(...)` is a call a bundler must keep: a
// page that needs only a list of values (a filter's options) would download zod with it.

export const ROLES = ['NORMAL_USER', 'POWER_USER', 'GOLDEN_USER', 'SUPER_USER'] as const;
export type Role = (typeof ROLES)[number];

export const EDITION_TYPES = ['original', 'revised', 'anniversary', 'special', 'international'] as const;
export type EditionType = (typeof EDITION_TYPES)[number];

export const FORMAT_TYPES = ['physical', 'digital'] as const;
export type FormatType = (typeof FORMAT_TYPES)[number];

// 'broschiert' is offered by the German edition form alongside the stored wire values.
export const BINDING_TYPES = ['hardcover', 'paperback', 'mass_market', 'ebook', 'audiobook', 'broschiert'] as const;
export type BindingType = (typeof BINDING_TYPES)[number];

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

export const AUTHOR_GENDERS = ['male', 'female', 'non_binary', 'other', 'not_specified'] as const;
export type AuthorGender = (typeof AUTHOR_GENDERS)[number];

export const NATIVE_LANGUAGES = [
  'en', 'de', 'es', 'fr', 'it', 'pt', 'ru', 'zh', 'ja', 'ko', 'ar', 'hi', 'bn', 'pa', 'te',
] as const;
export type NativeLanguage = (typeof NATIVE_LANGUAGES)[number];

export const READING_STATUSES = ['to_read', 'reading', 'read'] as const;
export type ReadingStatus = (typeof READING_STATUSES)[number];

/** The periods (days) the analytics dashboard can cover: GET /api/admin/analytics?range=. */
export const ANALYTICS_RANGES = [7, 30, 90, 365] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
