import type { ImportDocument } from '@starshelf/cms/catalogue/import';

import type { Dataset } from '../../data/dataset.js';
import type { GenreRow } from '../../data/row-schemas.js';
import { type ImportKeys, requireId } from './links.js';

/** Genres of one level: parents (level 1) are written before their children. */
export function genreDocuments(dataset: Dataset, keys: ImportKeys, level: number): ImportDocument[] {
  return dataset.tables.genres
    .filter((g: GenreRow) => g.level === level)
    .map((g) => ({
      externalId: g.genreId,
      values: {
        slug: keys.slugs.genres.get(g.genreId) ?? g.slug,
        parent_id: g.parentId === undefined ? null : requireId(keys.ids.genres, g.parentId, 'parent genre'),
        level: g.level,
      },
      locales: { en: { name: g.name.en }, de: { name: g.name.de }, it: { name: g.name.it } },
    }));
}
