import { z } from 'zod';
import type { Locale } from './locale.js';

/**
 * API.md "Moods": what readers say a book is like, grouped from their shelves. The slugs are the
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
export const moodSlugSchema = z.enum(MOOD_SLUGS);

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

/** GET /api/moods: one entry per mood, with how many books carry it. */
export const moodSchema = z.object({ slug: moodSlugSchema, name: z.string(), bookCount: z.number().int() }).meta({ id: 'Mood' });
export type Mood = z.infer<typeof moodSchema>;
export const moodsSchema = z.array(moodSchema);

/** A book's moods in its detail and modal-data answers: the share of its readers (0-1), strongest first. */
export const bookMoodSchema = z.object({ slug: moodSlugSchema, name: z.string(), share: z.number().min(0).max(1) }).meta({ id: 'BookMood' });
export type BookMood = z.infer<typeof bookMoodSchema>;

/**
 * The `mood` filter of GET /api/books: repeatable or comma-separated, every mood must hold. Unknown
 * slugs are refused (400), not ignored, so a typo does not silently widen the list.
 */
export const moodFilterSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => [...new Set((Array.isArray(value) ? value : [value]).flatMap((part) => part.split(',')).map((part) => part.trim()).filter(Boolean))])
  .pipe(z.array(moodSlugSchema).max(MOOD_SLUGS.length));
