export const locales = ['en', 'de', 'it'] as const;
export type Locale = (typeof locales)[number];
/** One text per locale; what the importer writes into a localized Payload field. */
export type Localized = Record<Locale, string>;

/** Runs one composer per locale; composers differ in grammar, not only in words. */
export function perLocale(compose: (locale: Locale) => string): Localized {
  return { en: compose('en'), de: compose('de'), it: compose('it') };
}
