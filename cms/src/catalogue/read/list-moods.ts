import { DEFAULT_LOCALE, type Locale, MOOD_SLUGS, type Mood, moodName } from '@starshelf/contract';

import { catalogueQuery } from '../sql.js';

/**
 * GET /api/moods: every mood of the contract in its order, named in the reader's language, with
 * how many public books hold it (none yet is 0, so the list does not change shape before an import).
 * The counts are kept by triggers (migration 20261230_120000_kept_mood_counts, decision 146).
 */
export async function listMoods(locale: Locale = DEFAULT_LOCALE): Promise<Mood[]> {
  const rows = await catalogueQuery<{ mood: string; books: number }>(
    'select mood, public_books as books from cms.mood_book_counts where mood = any($1)',
    [[...MOOD_SLUGS]],
    'catalogue-mood-counts',
  );
  const counts = new Map(rows.map((row) => [row.mood, row.books]));
  return MOOD_SLUGS.map((slug) => ({ slug, name: moodName(slug, locale), bookCount: counts.get(slug) ?? 0 }));
}
