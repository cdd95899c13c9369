import { arrayLocaleKey, type ImportDocument } from '@starshelf/cms/catalogue/import';
import { awardCategoryName, LOCALES } from '@starshelf/contract';

import { awardCategories } from '../../compose/award-description.js';
import { awardName } from '../../compose/vocabulary.js';
import type { Dataset } from '../../data/dataset.js';
import type { ImportKeys } from './links.js';

export function awardDocuments(dataset: Dataset, keys: ImportKeys): ImportDocument[] {
  return dataset.tables.awards.map((a) => {
    const years = (dataset.entriesByAward.get(a.awardId) ?? []).map((e) => e.year);
    return {
      externalId: a.awardId,
      values: {
        slug: keys.slugs.awards.get(a.awardId) ?? a.slug,
        // The first year the data set records, as the closest fact to "first presented".
        year: years.length > 0 ? Math.min(...years) : null,
        country: a.country ?? null,
        language: a.language ?? null,
      },
      locales: {
        en: { name: awardName(a, 'en') },
        de: { name: awardName(a, 'de') },
        it: { name: awardName(a, 'it') },
      },
      // Each category keeps its English name as its key and gets its label in every language (decision 125).
      array: awardCategories(dataset, a.awardId).map((c) => ({
        name: c.name,
        ...Object.fromEntries(LOCALES.map((locale) => [arrayLocaleKey('label', locale), awardCategoryName(c.name, locale)])),
      })),
    };
  });
}
