import type { ImportDocument } from '@starshelf/cms/catalogue/import';
import { NATIVE_LANGUAGES, type NativeLanguage } from '@starshelf/contract';

import type { Dataset } from '../../data/dataset.js';
import type { ImportKeys } from './links.js';

const isNativeLanguage = (value: string | undefined): value is NativeLanguage =>
  value !== undefined && (NATIVE_LANGUAGES as readonly string[]).includes(value);

export function authorDocuments(dataset: Dataset, keys: ImportKeys): ImportDocument[] {
  return dataset.tables.authors.map((a) => ({
    externalId: a.authorId,
    values: {
      slug: keys.slugs.authors.get(a.authorId) ?? a.slug,
      born: a.birthYear === undefined ? null : String(a.birthYear),
      died: a.deathYear === undefined ? null : String(a.deathYear),
      native_language: isNativeLanguage(a.nativeLanguage) ? a.nativeLanguage : null,
      gender: a.gender ?? 'not_specified',
      birth_country: a.birthCountry ?? null,
    },
    // A person's name is written the same in all three languages.
    locales: { en: { name: a.name }, de: { name: a.name }, it: { name: a.name } },
  }));
}
