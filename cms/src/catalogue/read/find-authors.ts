import { type AuthorGender, type AuthorSummary, DEFAULT_LOCALE, type Locale, type NativeLanguage, type Paged, roundAverage } from '@starshelf/contract';

export type { AuthorSummary };

import { localeJoins, localized } from '../localized-sql.js';
import { isLive, isPublic } from '../public-sql.js';
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

export const AUTHOR_COLUMNS = `${AUTHOR_CARD_COLUMNS},
  (select count(*) from cms.books_rels r where r.path = 'authors' and r.authors_id = a.id and ${isLive('books', 'r.parent_id')}) as book_count`;

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
  books: 'book_count desc, a.id asc',
};

const FILTERS = `${isPublic('a')}
  and ($2::text is null or a.native_language::text = $2)
  and ($3::text is null or a.gender::text = $3)
  and ($4::numeric is null or a.average_rating >= $4)`;

export async function findAuthors(query: FindAuthorsQuery): Promise<Paged<AuthorSummary>> {
  const values = [query.locale ?? DEFAULT_LOCALE, query.nativeLanguage ?? null, query.gender ?? null, query.minRating ?? null];
  const statements = {
    page: `select ${AUTHOR_COLUMNS} from ${AUTHOR_FROM} where ${FILTERS}
        order by ${ORDER_BY[query.sort ?? 'name_asc']} limit $5 offset $6`,
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
