import { foldSearchText } from './slug.js';

export const GENRE_BADGE_COLORS = ['science-fiction', 'fantasy', 'horror', 'crossover', 'default'] as const;
export type GenreBadgeColor = (typeof GENRE_BADGE_COLORS)[number];

// Matched on folded words so the en/de/it names ("Science-Fiction", "Fantascienza") and
// sub-genres ("Epic Fantasy") share their family's colour. Checked in order: science fiction
// before fantasy, so "Science Fantasy" reads as science fiction.
const FAMILIES: ReadonlyArray<readonly [GenreBadgeColor, RegExp]> = [
  ['crossover', /\bcrossover\b/],
  ['science-fiction', /\b(?:science fiction|sci fi|scifi|fantascienza)\b/],
  ['horror', /\bhorror\b/],
  ['fantasy', /\bfantasy\b/],
];

export function genreBadgeColor(name: string): GenreBadgeColor {
  const folded = foldSearchText(name);
  return FAMILIES.find(([, pattern]) => pattern.test(folded))?.[0] ?? 'default';
}
