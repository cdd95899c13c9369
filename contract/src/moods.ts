import type { Locale } from './locale.js';

/**
 * docs/api.md "Moods": what readers say a book is like, grouped from their shelves. The slugs are the
 * contract; the shelves behind each and the thresholds live with the import (decision recorded there).
 */
export const MOOD_SLUGS = [
  'funny',
  'dark',
  'emotional',
  'romantic',
  'adventurous',
  'mysterious',
  'thought-provoking',
  'young-adult',
  'classic',
  'short',
] as const;
export type MoodSlug = (typeof MOOD_SLUGS)[number];

/** A mood's name in each language the site speaks. */
export const MOOD_NAMES: Record<MoodSlug, Record<Locale, string>> = {
  funny: { en: 'Funny', de: 'Lustig', it: 'Divertente' },
  dark: { en: 'Dark', de: 'Düster', it: 'Cupo' },
  emotional: { en: 'Emotional', de: 'Bewegend', it: 'Commovente' },
  romantic: { en: 'Romantic', de: 'Romantisch', it: 'Romantico' },
  adventurous: { en: 'Adventurous', de: 'Abenteuerlich', it: 'Avventuroso' },
  mysterious: { en: 'Mysterious', de: 'Geheimnisvoll', it: 'Misterioso' },
  'thought-provoking': { en: 'Thought-provoking', de: 'Zum Nachdenken', it: 'Fa riflettere' },
  'young-adult': { en: 'Young adult', de: 'Jugendbuch', it: 'Young adult' },
  classic: { en: 'Classic', de: 'Klassiker', it: 'Classico' },
  short: { en: 'Short reads', de: 'Kurz', it: 'Letture brevi' },
};

export const moodName = (slug: MoodSlug, locale: Locale): string => MOOD_NAMES[slug][locale];
