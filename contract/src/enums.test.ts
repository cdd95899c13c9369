import { describe, expect, it } from 'vitest';
import {
  AUTHOR_GENDERS,
  BINDING_TYPES,
  EDITION_LANGUAGE_CODES,
  EDITION_LANGUAGES,
  EDITION_TYPES,
  FORMAT_TYPES,
  NATIVE_LANGUAGES,
  READING_STATUSES,
  ROLES,
} from './enums.js';
import { bindingTypeSchema, editionLanguageCodeSchema } from './enum-schemas.js';

describe('enumerations of docs/rules.md §3', () => {
  it.each([
    ['ROLES', ROLES, ['NORMAL_USER', 'POWER_USER', 'GOLDEN_USER', 'SUPER_USER']],
    ['EDITION_TYPES', EDITION_TYPES, ['original', 'revised', 'anniversary', 'special', 'international']],
    ['FORMAT_TYPES', FORMAT_TYPES, ['physical', 'digital']],
    ['BINDING_TYPES', BINDING_TYPES, ['hardcover', 'paperback', 'mass_market', 'ebook', 'audiobook', 'broschiert']],
    ['AUTHOR_GENDERS', AUTHOR_GENDERS, ['male', 'female', 'non_binary', 'other', 'not_specified']],
    [
      'NATIVE_LANGUAGES',
      NATIVE_LANGUAGES,
      ['en', 'de', 'es', 'fr', 'it', 'pt', 'ru', 'zh', 'ja', 'ko', 'ar', 'hi', 'bn', 'pa', 'te'],
    ],
    ['READING_STATUSES', READING_STATUSES, ['to_read', 'reading', 'read']],
    ['EDITION_LANGUAGE_CODES', EDITION_LANGUAGE_CODES, ['de', 'en', 'fr', 'es', 'it', 'ru', 'ja', 'zh', 'pt', 'nl', 'sv', 'no']],
  ])('%s holds exactly the specified values in order', (_name, actual, expected) => {
    expect([...actual]).toEqual(expected);
  });

  it.each([
    ['de', 'Deutsch'],
    ['en', 'English'],
    ['fr', 'Français'],
    ['es', 'Español'],
    ['it', 'Italiano'],
    ['ru', 'Русский'],
    ['ja', '日本語'],
    ['zh', '中文'],
    ['pt', 'Português'],
    ['nl', 'Nederlands'],
    ['sv', 'Svenska'],
    ['no', 'Norsk'],
  ] as const)('names edition language %s %s in its own language', (code, name) => {
    expect(EDITION_LANGUAGES[code]).toBe(name);
  });

  it('accepts broschiert as a binding and refuses unknown ones', () => {
    expect(bindingTypeSchema.safeParse('broschiert').success).toBe(true);
    expect(bindingTypeSchema.safeParse('leather').success).toBe(false);
  });

  it('refuses an edition language outside the twelve', () => {
    expect(editionLanguageCodeSchema.safeParse('ko').success).toBe(false);
  });
});
