import { catalogueQuery } from '../sql.js';
import { isLive } from '../public-sql.js';

export type AwardWin = { bookId: number; award: string; year: number | null };

/** The awards each of `bookIds` won, by name (English, as the catalogue stores it) and year. */
export async function awardWins(bookIds: readonly number[]): Promise<AwardWin[]> {
  if (bookIds.length === 0) return [];
  const rows = await catalogueQuery<{ book_id: number; award: string; year: number | null }>(
    `select distinct e.book_id, coalesce(en.name, min(al.name) over (partition by e.award_id)) as award, e.year
       from cms.award_entries e
       join cms.awards_locales al on al._parent_id = e.award_id
       left join cms.awards_locales en on en._parent_id = e.award_id and en._locale = 'en'
      where e.is_winner and e.book_id = any($1::int[]) and ${isLive('awards', 'e.award_id')}
      order by e.book_id, e.year nulls last`,
    [[...bookIds]],
    'recommend_award_wins',
  );
  return rows.map((row) => ({ bookId: row.book_id, award: row.award, year: row.year === null ? null : Number(row.year) }));
}
