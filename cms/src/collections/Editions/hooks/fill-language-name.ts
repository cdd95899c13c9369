import type { CollectionBeforeValidateHook } from 'payload';

import { EDITION_LANGUAGES } from '@starshelf/contract';

function isKnownCode(code: unknown): code is keyof typeof EDITION_LANGUAGES {
  return typeof code === 'string' && Object.hasOwn(EDITION_LANGUAGES, code);
}

/** Choosing a language code sets the language name (docs/rules.md §4) unless one was typed. */
export const fillLanguageName: CollectionBeforeValidateHook = ({ data }) => {
  if (!data) return data;
  const hasName = typeof data.languageName === 'string' && data.languageName.trim() !== '';
  if (!hasName && isKnownCode(data.languageCode)) {
    return { ...data, languageName: EDITION_LANGUAGES[data.languageCode] };
  }
  return data;
};
