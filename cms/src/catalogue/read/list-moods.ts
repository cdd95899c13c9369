import { DEFAULT_LOCALE, type Locale, MOOD_SLUGS, type Mood, moodName } from '@starshelf/contract';

import { catalogueQuery } from '../sql.js';
import { isLive } from '../public-sql.js';

/**
 * GET /api/moods: every mood of the contract in its order, named in the reader's language, with
 * how many books hold it (none yet is 0, so the list does not change shape before an import).
 */
export async function listMoods(locale: Locale = DEFAULT_LOCALE): Promise<Mood[]> {
  const rows = await catalogueQuery<{ mood: string; books: number }>(
    `select mood, count(*)::int as books from cms.book_moods where mood = any($1) and ${isLive('books', 'book_id')} group by mood`,
    [[...MOOD_SLUGS]],
    'catalogue-mood-counts',
  );
  const counts = new Map(rows.map((row) => [row.mood, row.books]));
  return MOOD_SLUGS.map((slug) => ({ slug, name: moodName(slug, locale), bookCount: counts.get(slug) ?? 0 }));
}
