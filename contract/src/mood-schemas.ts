// The zod side of the moods (docs/api.md "Moods"), apart from moods.ts so that a browser page needing only
// the slugs and their names does not take zod into its first download.
import { z } from 'zod';
import { MOOD_SLUGS } from './moods.js';

export const moodSlugSchema = z.enum(MOOD_SLUGS);

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
