import type { EditionLanguageCode } from '@starshelf/contract';

// Goodreads writes ISO 639-2 codes (eng, ger, fre) and a few English locales (en-US); the product
// knows 12 languages by their two-letter code. Anything else (pol, gla, …) stays unknown.
const goodreadsLanguages: Record<string, EditionLanguageCode> = {
  eng: 'en',
  en: 'en',
  'en-us': 'en',
  'en-gb': 'en',
  'en-ca': 'en',
  'en-au': 'en',
  ger: 'de',
  deu: 'de',
  de: 'de',
  fre: 'fr',
  fra: 'fr',
  fr: 'fr',
  spa: 'es',
  es: 'es',
  ita: 'it',
  it: 'it',
  rus: 'ru',
  ru: 'ru',
  jpn: 'ja',
  ja: 'ja',
  zho: 'zh',
  chi: 'zh',
  zh: 'zh',
  por: 'pt',
  pt: 'pt',
  dut: 'nl',
  nld: 'nl',
  nl: 'nl',
  swe: 'sv',
  sv: 'sv',
  nor: 'no',
  nob: 'no',
  nno: 'no',
  no: 'no',
};

export function editionLanguage(goodreadsCode: string | undefined): EditionLanguageCode | undefined {
  return goodreadsCode === undefined ? undefined : goodreadsLanguages[goodreadsCode.trim().toLowerCase()];
}
