import { type AuthorGender, type AuthorSummary, DEFAULT_LOCALE, type Locale, type NativeLanguage, type Paged, paged, pageOffset, roundAverage } from '@starshelf/contract';

export type { AuthorSummary };

import { localeJoins, localized } from '../localized-sql.js';
import { isPublic } from '../public-sql.js';
import { catalogueQuery } from '../sql.js';
import { InvalidCursorError, type KeyedRow, placesFrom, rowKeys } from './list-keys.js';
import { isNameSort, LIST_SORTS, type ListSort, namedListKeys, nameKey } from './named-list-keys.js';
import { inOrderAsked, type CountKeeper, totalOf } from './paged-query.js';
import { mediaUrl, toNumber, type NamedRow, type RatedRow } from './shapes.js';

export { LIST_SORTS, type ListSort };

export type AuthorRow = NamedRow & RatedRow & {
  bio: string | null;
  profile_image_url: string | null;
  profile_filename: string | null;
  native_language: NativeLanguage | null;
  gender: AuthorGender | null;
  born: string | null;
  died: string | null;
};

export function toAuthorSummary(row: AuthorRow): AuthorSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    profileImageUrl: row.profile_image_url || mediaUrl(row.profile_filename),
    nativeLanguage: row.native_language,
    gender: row.gender,
    born: row.born,
    died: row.died,
    averageRating: roundAverage(toNumber(row.average_rating)),
    ratingsCount: toNumber(row.ratings_count) ?? 0,
    bookCount: Number(row.book_count),
  };
}

/** An author's card columns but the book count, which a list and a detail count differently. */
export const AUTHOR_CARD_COLUMNS = `a.id, a.slug, ${localized('name')} as name, ${localized('bio')} as bio,
  a.profile_image_url, m.filename as profile_filename, a.native_language, a.gender, a.born, a.died,
  a.average_rating, a.ratings_count`;

// The book count is kept in the author row (public_book_count) by the database (decision 143, migration
// 20261229_120000_kept_book_counts): the author's public books, as their page lists them.
export const AUTHOR_COLUMNS = `${AUTHOR_CARD_COLUMNS}, a.public_book_count as book_count`;

export const AUTHOR_FROM = `cms.authors a ${localeJoins('authors', 'a', '$1')} left join cms.media m on m.id = a.profile_image_id`;

export type FindAuthorsQuery = {
  locale?: Locale;
  page: number;
  limit: number;
  nativeLanguage?: string | undefined;
  gender?: string | undefined;
  minRating?: number | undefined;
  sort?: ListSort | undefined;
  /** The cursor of the page before (its answer's `next`, decision 165): the page starts after its last author. */
  after?: string | undefined;
  /** Keeps the list's total between changes (see CountKeeper). */
  keepCount?: CountKeeper | undefined;
};

const FILTERS = `${isPublic('a')}
  and ($2::text is null or a.native_language::text = $2)
  and ($3::text is null or a.gender::text = $3)
  and ($4::numeric is null or a.average_rating >= $4)`;

/**
 * The page statement of the authors list: $1 locale, $2-$4 filters, $5 limit, $6 offset, and from a
 * cursor its keys from $7 (decision 165). The name orders pick the page's ids from the authors'
 * search documents in the index's order of the reader's name (decision 141), joining the author row
 * for the filters; the rating and book-count orders read their indexes over the public authors
 * (decisions 077, 143). Only the page's rows are then dressed. Each row carries its order's keys
 * (`k0`, ...) for the next cursor.
 */
export function authorListPage(sort: ListSort, locale: Locale, after?: readonly string[]): string {
  const keys = namedListKeys(sort, 'a', locale);
  const start = after ? `\n and ${keys.after(after, placesFrom(7))}` : '';
  if (!isNameSort(sort)) {
    return `select ${AUTHOR_COLUMNS}, ${keys.keyColumns} from ${AUTHOR_FROM} where ${FILTERS}${start} order by ${keys.orderBy} limit $5 offset $6`;
  }
  const direction = sort === 'name_asc' ? 'asc' : 'desc';
  return `select ${AUTHOR_COLUMNS}, page.k0, page.k1 from ${AUTHOR_FROM}
      join (select a.id, ${keys.keyColumns}, ${nameKey(locale)} as name_key from cms.search_documents d join cms.authors a on a.id = d.item_id
             where d.type = 'author' and ${FILTERS}${start} order by ${keys.orderBy} limit $5 offset $6) page
        on page.id = a.id
     order by page.name_key ${direction}, page.id ${direction}`;
}

export async function findAuthors(query: FindAuthorsQuery): Promise<Paged<AuthorSummary>> {
  const locale = query.locale ?? DEFAULT_LOCALE;
  const sort = query.sort ?? 'name_asc';
  const keys = namedListKeys(sort, 'a', locale);
  const after = query.after === undefined ? undefined : keys.decode(query.after);
  if (after === null) throw new InvalidCursorError();
  const values = [locale, query.nativeLanguage ?? null, query.gender ?? null, query.minRating ?? null];
  const count = `select count(*) as total from cms.authors a where $1::text is not null and ${FILTERS}`;
  const offset = after ? 0 : pageOffset(query.page, query.limit);
  const [rows, total] = await Promise.all([
    catalogueQuery<AuthorRow & KeyedRow>(authorListPage(sort, locale, after), [...values, query.limit, offset, ...(after ?? [])]),
    totalOf(count, values, query.keepCount),
  ]);
  const list = paged(rows.map(toAuthorSummary), total, query.page, query.limit);
  const last = rows.at(-1);
  const next = list.hasMore && rows.length === query.limit && last ? keys.encode(rowKeys(last)) : undefined;
  return next ? { ...list, next } : list;
}

/** Authors by id in the order asked, for pages that list a member's own ratings; unknown ids are skipped. */
export async function getAuthorSummaries(ids: readonly number[], locale: Locale = DEFAULT_LOCALE): Promise<AuthorSummary[]> {
  if (ids.length === 0) return [];
  const rows = await catalogueQuery<AuthorRow>(`select ${AUTHOR_COLUMNS} from ${AUTHOR_FROM} where a.id = any($2) and ${isPublic('a')}`, [locale, [...ids]]);
  return inOrderAsked(ids, rows, toAuthorSummary);
}
