import {
  type BookAuthor,
  type BookAward,
  type BookDetail,
  type BookEditionView,
  type BookSeriesItem,
  DEFAULT_BOOK_EDITION_VIEW,
  DEFAULT_LOCALE,
  type EditionRecord,
  type Locale,
  moodName,
  moodSlugSchema,
  editionsInView,
  readerLanguageFirst,
} from '@starshelf/contract';

import { localeJoins, localized, localizedValue } from '../localized-sql.js';
import { catalogueQuery } from '../sql.js';
import { isPublic } from '../public-sql.js';
import { catalogueKey, idOfKey } from './resolve-id.js';
import { awardCategoryName } from './award-category-sql.js';
import { BOOK_MEDIA_JOIN, bookSummaryColumns, type BookSummaryRow, mediaUrl, toBookSummary } from './shapes.js';

export type { BookAuthor, BookAward, BookDetail, BookSeriesItem };

/** The detail statement's row, for toBookDetail(). */
export type BookDetailRow = Omit<BookSummaryRow, 'authors'> & {
  description: string | null;
  original_title: string | null;
  publisher: string | null;
  pages: string | null;
  authors: (Omit<BookAuthor, 'profileImageUrl'> & { profileImageUrl: string | null; filename: string | null })[];
  all_series: BookSeriesItem[];
  awards: (Omit<BookAward, 'year'> & { year: number | string | null })[];
  editions: EditionRecord[];
  moods: { slug: string; share: number }[];
};

const nameIn = (table: string, alias: string, column = 'name') => localizedValue(table, alias, column, '$1');

// One statement for the whole book, editions included in the shape listEditions() answers: the
// Local API's find alone took longer than this whole statement (bench/RESULTS.md). It resolves the
// id or slug itself ($2-$4), so a detail page costs one round trip (decision 053).
/**
 * The text of the book detail statement: $1 the locale, $2-$4 the key's slug, id and suffix id
 * (catalogueKey). `extraColumns` are a caller's own columns on the book row `b` (e.g. the book
 * modal's ratings), so a caller can read more in the same round trip; its parameters start at $5.
 */
export const bookDetailStatement = (extraColumns?: string): string => `select ${bookSummaryColumns('$1')},${extraColumns ? `
    ${extraColumns},` : ''}
    ${localized('description')} as description, nullif(btrim(b.original_title), '') as original_title, b.publisher, b.pages,
    (select coalesce(json_agg(json_build_object('id', a.id, 'slug', a.slug, 'name', ${nameIn('authors', 'a')},
        'bio', ${nameIn('authors', 'a', 'bio')}, 'profileImageUrl', a.profile_image_url, 'filename', am.filename) order by r."order"), '[]')
       from cms.books_rels r join cms.authors a on a.id = r.authors_id and ${isPublic('a')} left join cms.media am on am.id = a.profile_image_id
      where r.parent_id = b.id and r.path = 'authors') as authors,
    (select coalesce(json_agg(json_build_object('series', json_build_object('id', s.id, 'slug', s.slug, 'name', ${nameIn('series', 's')}),
        'position', bs.position) order by bs._order), '[]')
       from cms.books_all_series bs join cms.series s on s.id = bs.series_id and ${isPublic('s')} where bs._parent_id = b.id) as all_series,
    (select coalesce(json_agg(json_build_object('id', e.id, 'award', json_build_object('id', aw.id, 'slug', aw.slug, 'name', ${nameIn('awards', 'aw')}),
        'isWinner', coalesce(e.is_winner, false), 'category', e.category,
        'categoryName', ${awardCategoryName('e.award_id', 'e.category', '$1')}, 'year', e.year) order by e.year desc nulls last, e.id), '[]')
       from cms.award_entries e join cms.awards aw on aw.id = e.award_id and ${isPublic('aw')} where e.book_id = b.id) as awards,
    (select coalesce(json_agg(json_build_object('id', ed.id, 'book', ed.book_id, 'title', ed.title, 'description', ed.description,
        'coverImage', ed.cover_image, 'publicationYear', ed.publication_year, 'pages', ed.pages, 'isbn', ed.isbn,
        'publisher', ed.publisher, 'isPrimaryEdition', ed.is_primary_edition, 'editionType', ed.edition_type,
        'formatType', ed.format_type, 'bindingType', ed.binding_type, 'languageCode', ed.language_code,
        'languageName', ed.language_name, 'translator', ed.translator, 'isOriginalLanguage', ed.is_original_language,
        'formats', (select coalesce(json_agg(json_build_object('id', f.id, 'bindingType', f.binding_type, 'price', f.price,
            'currency', f.currency) order by f._order), '[]') from cms.editions_formats f where f._parent_id = ed.id),
        'languages', (select coalesce(json_agg(json_build_object('id', el.id, 'languageName', el.language_name,
            'isOriginalLanguage', el.is_original_language, 'translator', el.translator) order by el._order), '[]')
            from cms.editions_languages el where el._parent_id = ed.id),
        'externalId', ed.external_id, 'updatedAt', ed.updated_at, 'createdAt', ed.created_at)
        order by ed.is_primary_edition desc nulls last, ed.publication_year asc nulls last, ed.id), '[]')
       from cms.editions ed where ed.book_id = b.id) as editions,
    (select coalesce(json_agg(json_build_object('slug', m.mood, 'share', m.share) order by m.share desc, m.mood), '[]')
       from cms.book_moods m where m.book_id = b.id) as moods
  from cms.books b ${localeJoins('books', 'b', '$1')} ${BOOK_MEDIA_JOIN}
  where b.id = ${idOfKey('books', ['$2', '$3::int', '$4::int'])}`;

const DETAIL_SQL = bookDetailStatement();

/**
 * The full book of GET /api/books/{idOrSlug} (docs/rules.md §3), or null. A number is an id; a string is
 * resolved as resolveCatalogueId() does. `editions` chooses which of its editions it holds (decision 167).
 */
export async function getBookDetail(
  idOrSlug: number | string,
  locale: Locale = DEFAULT_LOCALE,
  editions: BookEditionView = DEFAULT_BOOK_EDITION_VIEW,
): Promise<BookDetail | null> {
  const key = catalogueKey('books', idOrSlug);
  if (!key) return null;
  const rows = await catalogueQuery<BookDetailRow>(DETAIL_SQL, [locale, key.slug, key.id, key.suffixId], 'catalogue-book-detail');
  return rows[0] ? toBookDetail(rows[0], locale, editions) : null;
}

/**
 * A book's moods named in the reader's language. A slug the contract does not know (a mood added
 * to the table before the code) is left out rather than answered unnamed.
 */
function namedMoods(moods: BookDetailRow['moods'], locale: Locale): BookDetail['moods'] {
  return moods.flatMap(({ slug, share }) => {
    const known = moodSlugSchema.safeParse(slug);
    return known.success ? [{ slug: known.data, name: moodName(known.data, locale), share }] : [];
  });
}

/** The answer of a detail statement's row, its moods named in `locale`, with the editions of `editions`. */
export function toBookDetail(row: BookDetailRow, locale: Locale = DEFAULT_LOCALE, editions: BookEditionView = DEFAULT_BOOK_EDITION_VIEW): BookDetail {
  const summary = toBookSummary({ ...row, authors: [] });
  const first = row.all_series[0];
  return {
    ...summary,
    description: row.description,
    originalTitle: row.original_title,
    publisher: row.publisher,
    pages: row.pages === null ? null : Number(row.pages),
    authors: row.authors.map(({ filename, ...author }) => ({
      ...author,
      profileImageUrl: author.profileImageUrl || mediaUrl(filename),
    })),
    series: first?.series ?? null,
    seriesPosition: first?.position ?? null,
    allSeries: row.all_series,
    awards: row.awards.map((award) => ({ ...award, year: award.year === null ? null : Number(award.year) })),
    // Chosen in the statement's order (the primary first), then the reader's language first: a German
    // reader of a book with a German edition sees it first.
    editions: readerLanguageFirst(editionsInView(row.editions, editions), locale),
    moods: namedMoods(row.moods, locale),
  };
}
