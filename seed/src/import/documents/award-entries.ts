import type { ImportDocument } from '@starshelf/cms/catalogue/import';

import type { Dataset } from '../../data/dataset.js';
import { type ImportKeys, requireId } from './links.js';

/** Entries without a catalogue book keep `book` empty: they still show on the award's page. */
export function awardEntryDocuments(dataset: Dataset, keys: ImportKeys): ImportDocument[] {
  return dataset.tables.awardEntries.map((e) => ({
    externalId: e.entryId,
    values: {
      award_id: requireId(keys.ids.awards, e.awardId, 'award'),
      book_id: e.bookId === undefined ? null : requireId(keys.ids.books, e.bookId, 'book'),
      is_winner: e.isWinner,
      result: e.result,
      category: e.category ?? null,
      year: e.year,
      work_title: e.workTitle,
      work_author: e.workAuthor ?? null,
    },
  }));
}
