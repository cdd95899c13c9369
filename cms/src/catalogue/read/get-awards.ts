import {
  type AwardDetail,
  type AwardEntry,
  type AwardSummary,
  type AwardYearGroup,
  DEFAULT_LOCALE,
  type Locale,
} from '@starshelf/contract';

import { localeJoins, localized } from '../localized-sql.js';
import { awardCategoryName, awardCategoryNames } from './award-category-sql.js';
import { catalogueQuery } from '../sql.js';
import { isLive, isPublic } from '../public-sql.js';
import { BOOK_MEDIA_JOIN, bookSummaryColumns, type BookSummaryRow, toBookSummary } from './shapes.js';

export type { AwardDetail, AwardSummary };

type AwardRow = {
  id: number;
  slug: string;
  name: string;
  year: string | null;
  description: string | null;
  country: string | null;
  categories: string[];
  category_names: Record<string, string>;
};

const AWARD_SELECT = `select a.id, a.slug, ${localized('name')} as name, a.year, ${localized('description')} as description,
    a.country, (select coalesce(json_agg(c.name order by c._order), '[]') from cms.awards_categories c where c._parent_id = a.id) as categories,
    ${awardCategoryNames('a.id', '$1')} as category_names
  from cms.awards a ${localeJoins('awards', 'a', '$1')}
  where ${isPublic('a')}`;

/** An award's entries readers see: an entry of a book in the trash goes with the book (decision 121). */
const SHOWN_ENTRY = `(e.book_id is null or ${isLive('books', 'e.book_id')})`;

const toAward = ({ category_names: categoryNames, ...row }: AwardRow): AwardSummary => ({
  ...row,
  categoryNames,
  year: row.year === null ? null : Number(row.year),
});

/**
 * Awards with winners or nominees first, each group by name: /awards opens on the first award, and
 * an award nobody has entered yet (the data set has four) should not greet the reader with an
 * empty list.
 */
export async function listAwards(locale: Locale = DEFAULT_LOCALE): Promise<AwardSummary[]> {
  const rows = await catalogueQuery<AwardRow>(
    `${AWARD_SELECT}
      order by exists (select 1 from cms.award_entries e where e.award_id = a.id and ${SHOWN_ENTRY}) desc, lower(${localized('name')}), a.id`,
    [locale],
  );
  return rows.map(toAward);
}

type EntryRow = Partial<BookSummaryRow> & {
  entry_id: number;
  is_winner: boolean | null;
  result: string | null;
  category: string | null;
  category_name: string | null;
  entry_year: string | null;
  work_title: string | null;
  work_author: string | null;
};

/** An award with its winners and nominees grouped by year (newest first) and category. */
export async function getAwardDetail(id: number, locale: Locale = DEFAULT_LOCALE): Promise<AwardDetail | null> {
  const [awards, entries] = await Promise.all([
    catalogueQuery<AwardRow>(`${AWARD_SELECT} and a.id = $2`, [locale, id]),
    catalogueQuery<EntryRow>(
      `select e.id as entry_id, e.is_winner, e.result, e.category, ${awardCategoryName('e.award_id', 'e.category', '$1')} as category_name, e.year as entry_year, e.work_title, e.work_author,
              ${bookSummaryColumns('$1')}
         from cms.award_entries e left join cms.books b on b.id = e.book_id
         ${localeJoins('books', 'b', '$1')} ${BOOK_MEDIA_JOIN}
        where e.award_id = $2 and ${SHOWN_ENTRY}
        order by e.year desc nulls last, e.category nulls last, e.is_winner desc, e.id`,
      [locale, id],
    ),
  ]);
  const award = awards[0];
  if (!award) return null;
  const years: AwardYearGroup[] = [];
  for (const row of entries) {
    const year = row.entry_year === null ? null : Number(row.entry_year);
    let yearGroup = years.at(-1);
    if (!yearGroup || yearGroup.year !== year) years.push((yearGroup = { year, categories: [] }));
    let categoryGroup = yearGroup.categories.find((group) => group.category === row.category);
    if (!categoryGroup) yearGroup.categories.push((categoryGroup = { category: row.category, categoryName: row.category_name, winners: [], nominees: [] }));
    const isWinner = row.is_winner === true || row.result === 'winner';
    const view: AwardEntry = {
      id: row.entry_id,
      isWinner,
      book: row.id ? toBookSummary(row as BookSummaryRow) : null,
      workTitle: row.work_title ?? row.title ?? null,
      workAuthor: row.work_author,
    };
    (isWinner ? categoryGroup.winners : categoryGroup.nominees).push(view);
  }
  return { ...toAward(award), years };
}
