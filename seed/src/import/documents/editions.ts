import { type ImportDocument, booksWithoutOnePrimary, editionColumns } from '@starshelf/cms/catalogue/import';

import type { Dataset } from '../../data/dataset.js';
import { DataFileError } from '../../data/data-file-error.js';
import { dataFiles } from '../../data/data-files.js';
import { editionLanguage } from '../language-codes.js';
import { type ImportKeys, requireId } from './links.js';

const yearOf = (isoDate: string | undefined) => (isoDate === undefined ? undefined : Number(isoDate.slice(0, 4)));

/** Editions with the hooks' rules applied; a rule broken names the file and row. */
export function editionDocuments(dataset: Dataset, keys: ImportKeys, now: Date = new Date()): ImportDocument[] {
  const file = dataFiles.editions.file;
  const broken = booksWithoutOnePrimary(
    dataset.tables.editions.map((e) => ({ bookId: e.bookId, isPrimaryEdition: e.isPrimary })),
  );
  if (broken.length > 0) throw new DataFileError(file, undefined, `books without exactly one primary edition: ${broken.slice(0, 10).join(', ')}`);
  return dataset.tables.editions.map((e, index) => {
    const book = dataset.books.get(e.bookId);
    try {
      const columns = editionColumns(
        {
          title: e.title,
          // The cover belongs to the book's display edition; other editions have none of their own.
          coverImage: e.isPrimary ? book?.coverImageUrl : undefined,
          publicationYear: yearOf(e.publicationDate),
          pages: e.pages !== undefined && e.pages >= 1 ? e.pages : undefined,
          isbn: e.isbn13 ?? e.isbn10,
          publisher: e.publisher,
          isPrimaryEdition: e.isPrimary,
          languageCode: editionLanguage(e.languageCode),
        },
        now,
      );
      return {
        externalId: e.editionId,
        values: { book_id: requireId(keys.ids.books, e.bookId, 'book'), ...columns, goodreads_book_id: e.goodreadsBookId ?? null },
      };
    } catch (error) {
      throw new DataFileError(file, index + 1, (error as Error).message);
    }
  });
}
