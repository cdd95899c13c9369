import {
  type BindingType,
  GOODREADS_COLUMNS,
  type GoodreadsColumn,
  type ReadingStatus,
  STATUS_GOODREADS_SHELF,
  toSpreadsheetText,
} from '@starshelf/contract';
import { type BookForExport, isbn10Of, normaliseIsbn } from '@starshelf/cms/catalogue';

/** What the member holds of one book: a reading-list entry, a rating (with or without review), or both. */
export type ShelfItem = {
  bookId: number;
  status: ReadingStatus | null;
  addedAt: Date | null;
  finishedAt: Date | null;
  rating: number | null;
  review: string | null;
  ratedAt: Date | null;
};

/** Goodreads' own names for the bindings (a German paperback is "Broschiert" there too). */
const GOODREADS_BINDING: Record<BindingType, string> = {
  hardcover: 'Hardcover',
  paperback: 'Paperback',
  mass_market: 'Mass Market Paperback',
  ebook: 'ebook',
  audiobook: 'Audiobook',
  broschiert: 'Broschiert',
};

/** Goodreads writes ISBNs as a formula (`="0439023483"`) so a spreadsheet keeps the leading zero. */
const isbnCell = (isbn: string | null) => `="${isbn ?? ''}"`;

/** YYYY/MM/DD in UTC, Goodreads' date form; we keep the instant, Goodreads only the day. */
const dateCell = (at: Date | null) => (at ? at.toISOString().slice(0, 10).replaceAll('-', '/') : '');

const numberCell = (value: number | null) => (value === null ? '' : String(value));

/** Goodreads' reviews are HTML: a line break is `<br/>`, so a paragraph break is `<br/><br/>`. */
export const reviewCell = (review: string | null) => (review ?? '').replace(/\r\n?/g, '\n').replaceAll('\n', '<br/>');

/** "Suzanne Collins" → "Collins, Suzanne", as Goodreads files it (the last word is the surname). */
export function lastFirst(name: string): string {
  const words = name.trim().split(/\s+/);
  const surname = words.pop() ?? '';
  return words.length === 0 ? surname : `${surname}, ${words.join(' ')}`;
}

/** The cells that are not text we choose: they go through the formula guard of decision 080. */
const FREE_TEXT: ReadonlySet<GoodreadsColumn> = new Set(['Title', 'Author', 'Author l-f', 'Additional Authors', 'Publisher', 'My Review']);

/** One record of the export, its cells in GOODREADS_COLUMNS order. A rated book not on the list is on `read`. */
export function toGoodreadsRecord(item: ShelfItem, book: BookForExport): string[] {
  const shelf = STATUS_GOODREADS_SHELF[item.status ?? 'read'];
  // The ISBN-13 of what the edition stores (either form; none when its check digit is wrong), and the ISBN-10 derived from it.
  const isbn13 = normaliseIsbn(book.isbn);
  const isbn10 = isbn13 ? isbn10Of(isbn13) : null;
  const [author = '', ...additionalAuthors] = book.authors;
  const cells: Record<GoodreadsColumn, string> = {
    'Book Id': numberCell(book.goodreadsBookId),
    Title: book.title,
    Author: author,
    'Author l-f': author ? lastFirst(author) : '',
    'Additional Authors': additionalAuthors.join(', '),
    ISBN: isbnCell(isbn10),
    ISBN13: isbnCell(isbn13),
    'My Rating': String(item.rating ?? 0),
    'Average Rating': book.averageRating === null ? '' : book.averageRating.toFixed(2),
    Publisher: book.publisher ?? '',
    Binding: book.binding ? GOODREADS_BINDING[book.binding] : '',
    'Number of Pages': numberCell(book.pages),
    'Year Published': numberCell(book.yearPublished),
    'Original Publication Year': numberCell(book.originalPublicationYear),
    'Date Read': dateCell(item.finishedAt),
    'Date Added': dateCell(item.addedAt ?? item.ratedAt),
    Bookshelves: shelf,
    'Bookshelves with positions': shelf,
    'Exclusive Shelf': shelf,
    'My Review': reviewCell(item.review),
    Spoiler: '',
    'Private Notes': '',
    'Read Count': shelf === 'read' ? '1' : '0',
    'Owned Copies': '0',
  };
  return GOODREADS_COLUMNS.map((column) => (FREE_TEXT.has(column) ? toSpreadsheetText(cells[column]) : cells[column]));
}
