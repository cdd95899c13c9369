import type { ImportDocument } from '@starshelf/cms/catalogue/import';

import type { Dataset } from '../../data/dataset.js';
import type { ImportKeys } from './links.js';

export function seriesDocuments(dataset: Dataset, keys: ImportKeys): ImportDocument[] {
  return dataset.tables.series.map((s) => ({
    externalId: s.seriesId,
    // Whether a series is completed is not in the data: it stays "ongoing" until an editor says so.
    values: { slug: keys.slugs.series.get(s.seriesId) ?? s.slug, is_completed: false },
    locales: { en: { name: s.name }, de: { name: s.name }, it: { name: s.name } },
  }));
}
