import type { BookDetail, Locale } from '@starshelf/contract';
import { bookDetailStatement, type BookDetailRow, catalogueKey, toBookDetail } from '@starshelf/cms/catalogue';
import type { Pool } from '../../db/pool.js';
import { ratingSummaryColumns, type RatingSummary, type RatingSummaryRow, toRatingSummary } from '../ratings/repository.js';

const NEWEST_REVIEWS = 2;

// The catalogue's detail statement with the book's ratings as extra columns: the book modal in one
// round trip (decision 053). Both schemas live in the one database (docs/architecture.md), so the API's pool
// reaches the catalogue's tables too.
const MODAL_SQL = bookDetailStatement(ratingSummaryColumns('books', 'b.id', '$5'));

export type ModalBookReader = ReturnType<typeof modalBookReader>;

/** The book behind an id or slug with its rating aggregate and newest reviews, or null. */
export function modalBookReader(pool: Pool) {
  return async (idOrSlug: string, locale: Locale): Promise<{ book: BookDetail; ratings: RatingSummary } | null> => {
    const key = catalogueKey('books', idOrSlug);
    if (!key) return null;
    const { rows } = await pool.query<BookDetailRow & RatingSummaryRow>({
      name: 'modal-data-book',
      text: MODAL_SQL,
      values: [locale, key.slug, key.id, key.suffixId, NEWEST_REVIEWS],
    });
    const row = rows[0];
    return row ? { book: toBookDetail(row, locale), ratings: toRatingSummary(row) } : null;
  };
}
