import {
  bookSlug,
  DEFAULT_LOCALE,
  type Locale,
  parseBookSlugId,
} from '@starshelf/contract';
import type { RequiredDataFromCollectionSlug } from 'payload';

import type { Book, Series } from '../payload-types.js';
import { ANONYMOUS, type CatalogueAccess, toLocalApiAccess } from './access.js';
import { published } from './published.js';
import { cataloguePayload } from './runtime.js';

export type BookData = RequiredDataFromCollectionSlug<'books'>;
export type BookRecord = Book & {
  /** The URL form `bookSlug(slug, id)`, unique because of the id suffix. */
  urlSlug: string;
  /** The first item of allSeries, as docs/rules.md §3 reads it. */
  series: number | Series | null;
  seriesPosition: string | null;
};

type LocaleOption = { locale?: Locale };

function toBookRecord(book: Book): BookRecord {
  const first = book.allSeries?.[0];
  return {
    ...book,
    // From the stored (English) slug, so a book has one URL whatever the reader's locale.
    urlSlug: bookSlug(book.slug || book.title, book.id),
    series: first?.series ?? null,
    seriesPosition: first?.position ?? null,
  };
}

export async function createBook(data: BookData, access: CatalogueAccess, options: LocaleOption = {}): Promise<Book> {
  const payload = await cataloguePayload();
  return payload.create({
    collection: 'books',
    data: published(data),
    locale: options.locale ?? DEFAULT_LOCALE,
    depth: 0,
    ...toLocalApiAccess(access),
  });
}

/** Writes the given locale's values of localized fields; other locales stay as they are. */
export async function updateBook(
  id: number,
  data: Partial<BookData>,
  access: CatalogueAccess,
  options: LocaleOption = {},
): Promise<Book> {
  const payload = await cataloguePayload();
  return payload.update({
    collection: 'books',
    id,
    data: published(data),
    locale: options.locale ?? DEFAULT_LOCALE,
    depth: 0,
    ...toLocalApiAccess(access),
  });
}

export async function deleteBook(id: number, access: CatalogueAccess): Promise<void> {
  const payload = await cataloguePayload();
  await payload.delete({ collection: 'books', id, ...toLocalApiAccess(access) });
}

/**
 * A book by id, stored slug or URL slug, in `locale` with fallback to English. Reads are public,
 * so they run as an anonymous visitor. The exact slug wins over the `-<id>` suffix, because a
 * title may end in a number ('fahrenheit-451').
 */
export async function getBook(
  idOrSlug: number | string,
  locale: Locale = DEFAULT_LOCALE,
  options: { depth?: number } = {},
): Promise<BookRecord | null> {
  const payload = await cataloguePayload();
  const read = { locale, depth: options.depth ?? 1, ...toLocalApiAccess(ANONYMOUS) };
  const byId = async (id: number) => {
    const book = await payload.findByID({ collection: 'books', id, disableErrors: true, ...read });
    return book ? toBookRecord(book) : null;
  };

  if (typeof idOrSlug === 'number') return byId(idOrSlug);
  if (/^\d+$/.test(idOrSlug)) return byId(Number(idOrSlug));
  const { docs } = await payload.find({ collection: 'books', where: { slug: { equals: idOrSlug } }, limit: 1, ...read });
  if (docs[0]) return toBookRecord(docs[0]);
  const id = parseBookSlugId(idOrSlug);
  return id === null ? null : byId(id);
}
