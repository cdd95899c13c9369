import { type UpsertCounts, replaceBookMoods } from '@starshelf/cms/catalogue/import';
import type { Pool } from 'pg';

import type { Dataset } from '../data/dataset.js';
import { type ImportKeys, requireId } from './documents/links.js';
import { bookMoods } from './moods.js';

type Step = (entity: string, total: number, run: (progress: (done: number) => void) => Promise<UpsertCounts>) => Promise<void>;

/** The moods each book holds, grouped from its reader shelves (decision 076), after the books exist. */
export async function importBookMoods(pool: Pool, dataset: Dataset, keys: ImportKeys, step: Step): Promise<void> {
  const moods = bookMoods(dataset.books, dataset.tables.bookShelves);
  await step('book moods', moods.length, () =>
    replaceBookMoods(
      pool,
      moods.map(({ bookId, mood, share }) => ({ bookId: requireId(keys.ids.books, bookId, 'book'), externalId: bookId, mood, share })),
    ),
  );
}
