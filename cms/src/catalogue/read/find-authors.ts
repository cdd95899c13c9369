import { type AuthorGender, type AuthorSummary, DEFAULT_LOCALE, LOCALES, type Locale, type NativeLanguage, type Paged, roundAverage } from '@starshelf/contract';

export type { AuthorSummary };

import { localeJoins, localized, localizedJsonValue } from '../localized-sql.js';
import { isPublic } from '../public-sql.js';
import { catalogueQuery } from '../sql.js';
import { inOrderAsked, pagedQuery, type CountKeeper } from './paged-query.js';
import { mediaUrl, toNumber, type NamedRow, type RatedRow } from './shapes.js';

export const LIST_SORTS = ['name_asc', 'name_desc', 'rating', 'books'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

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
  /** Keeps the list's total between changes (see CountKeeper). */
  keepCount?: CountKeeper | undefined;
};

const ORDER_BY: Record<ListSort, string> = {
  name_asc: `lower(${localized('name')}) asc, a.id asc`,
  name_desc: `lower(${localized('name')}) desc, a.id desc`,
  // The damped average (decision 077), like the books' rating sort.
  rating: 'a.damped_rating desc nulls last, a.ratings_count desc nulls last, a.id asc',
  books: 'a.public_book_count desc, a.id asc',
};

const FILTERS = `${isPublic('a')}
  and ($2::text is null or a.native_language::text = $2)
  and ($3::text is null or a.gender::text = $3)
  and ($4::numeric is null or a.average_rating >= $4)`;

/**
 * The reader's name of the author row `d` of cms.search_documents, one expression over one row,
 * indexed once per language (migration 20261228_120000_list_filters_at_scale, decision 141), as
 * the books' titles (decision 135). The locale is one of the contract's constants, inlined so the
 * expression matches the index's.
 */
const nameKey = (locale: Locale) => {
  const known = LOCALES.includes(locale) ? locale : DEFAULT_LOCALE;
  return `lower(${localizedJsonValue('d.names', `'${known}'`)})`;
};

/**
 * The page statement of the authors list. The name orders pick the page's ids from the authors'
 * search documents in the index's order, joining the author row for the filters, and only those
 * rows are then dressed (decision 141): sorting every author by the fallback across their locale
 * rows cost 150 ms at 14k authors.
 */
export function authorListPage(sort: ListSort, locale: Locale): string {
  if (sort !== 'name_asc' && sort !== 'name_desc') {
    // The rating and book-count orders read their indexes over the public authors (decisions 077, 143).
    return `select ${AUTHOR_COLUMNS} from ${AUTHOR_FROM} where ${FILTERS} order by ${ORDER_BY[sort]} limit $5 offset $6`;
  }
  const direction = sort === 'name_asc' ? 'asc' : 'desc';
  return `select ${AUTHOR_COLUMNS} from ${AUTHOR_FROM}
      join (select a.id, ${nameKey(locale)} as name_key from cms.search_documents d join cms.authors a on a.id = d.item_id
             where d.type = 'author' and ${FILTERS} order by ${nameKey(locale)} ${direction}, d.item_id ${direction} limit $5 offset $6) page
        on page.id = a.id
     order by page.name_key ${direction}, page.id ${direction}`;
}

export async function findAuthors(query: FindAuthorsQuery): Promise<Paged<AuthorSummary>> {
  const locale = query.locale ?? DEFAULT_LOCALE;
  const values = [locale, query.nativeLanguage ?? null, query.gender ?? null, query.minRating ?? null];
  const statements = {
    page: authorListPage(query.sort ?? 'name_asc', locale),
    count: `select count(*) as total from cms.authors a where $1::text is not null and ${FILTERS}`,
  };
  return pagedQuery(statements, values, query, toAuthorSummary, query.keepCount);
}

/** Authors by id in the order asked, for pages that list a member's own ratings; unknown ids are skipped. */
export async function getAuthorSummaries(ids: readonly number[], locale: Locale = DEFAULT_LOCALE): Promise<AuthorSummary[]> {
  if (ids.length === 0) return [];
  const rows = await catalogueQuery<AuthorRow>(`select ${AUTHOR_COLUMNS} from ${AUTHOR_FROM} where a.id = any($2) and ${isPublic('a')}`, [locale, [...ids]]);
  return inOrderAsked(ids, rows, toAuthorSummary);
}
