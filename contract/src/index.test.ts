import { describe, expect, expectTypeOf, it } from 'vitest';
import * as contract from './index.js';
import type {
  ApiErrorBody,
  EditionInput,
  Envelope,
  ErrorCode,
  Locale,
  PasswordRule,
  Role,
} from './index.js';

describe('the package entry point', () => {
  it.each([
    'slugify', 'bookSlug', 'parseBookSlugId', 'foldSearchText', 'ROLES', 'EDITION_TYPES', 'FORMAT_TYPES',
    'BINDING_TYPES', 'EDITION_LANGUAGES', 'EDITION_LANGUAGE_CODES', 'AUTHOR_GENDERS', 'NATIVE_LANGUAGES',
    'READING_STATUSES', 'LOCALES', 'DEFAULT_LOCALE', 'resolveLocale', 'hasRole', 'isGolden', 'isSuper',
    'ROLE_LABELS', 'displayName', 'MIN_PUBLICATION_YEAR', 'maxPublicationYear', 'createEditionSchema',
    'EDITION_DEFAULTS', 'createEditionPatchSchema', 'EDITION_MESSAGES', 'ratingInputSchema',
    'readingListAddSchema', 'readingListUpdateSchema', 'roundAverage', 'PASSWORD_MIN_LENGTH', 'checkPassword',
    'passwordSchema', 'registerSchema', 'loginSchema', 'ERROR_CODES', 'successEnvelope', 'errorEnvelopeSchema',
    'ok', 'fail', 'pageQuerySchema', 'paged', 'markdownToText', 'excerpt', 'formatLongDate', 'genreBadgeColor',
    'isSafeUrl', 'SAFE_URL_SCHEMES', 'parseLocale', 'THEMES', 'DEFAULT_THEME', 'resolveTheme', 'preferenceCookie',
    'guessPreferences', 'resolveReaderLocale', 'acceptedLocales', 'LANGUAGE_PREFERENCE_KEY', 'LANGUAGE_QUERY_PARAM', 'THEME_PREFERENCE_KEY', 'PRERENDER_DIR',
    'PRERENDER_MANIFEST_FILE', 'PAGE_RENDERER_DIR', 'PAGE_RENDERER_FILE', 'isServerRenderedPath', 'SERVER_RENDERED_KINDS', 'pageAddress', 'BOOK_LIST_FILTERS',
    'AUTHOR_LIST_FILTERS', 'SERIES_LIST_FILTERS', 'CONTENT_QUERY_PARAMS', 'optionalField', 'defaultedField', 'AWARD_CATEGORIES', 'awardCategoryName',
    'reviewTextSchema', 'withoutUnsafeLinks', 'ratingFromQuarterStars', 'IMPORT_SOURCES', 'IMPORT_REPAIRS', 'STORYGRAPH_READ_STATUS',
    'TRASH_RETENTION_DAYS', 'trashPurgeCutoff',
  ])('exports %s', (name) => {
    expect(contract).toHaveProperty(name);
  });

  it('exports the agreed types', () => {
    expectTypeOf<Role>().toEqualTypeOf<'NORMAL_USER' | 'POWER_USER' | 'GOLDEN_USER' | 'SUPER_USER'>();
    expectTypeOf<Locale>().toEqualTypeOf<'en' | 'de' | 'it'>();
    expectTypeOf<ErrorCode>().toEqualTypeOf<(typeof contract.ERROR_CODES)[number]>();
    expectTypeOf<PasswordRule>().toExtend<string>();
    expectTypeOf<EditionInput['title']>().toEqualTypeOf<string>();
    expectTypeOf<EditionInput['publicationYear']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<Envelope<number>>().toExtend<{ success: boolean }>();
    expectTypeOf<ApiErrorBody['code']>().toEqualTypeOf<ErrorCode>();
  });
});
