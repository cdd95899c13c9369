import type { Locale } from './locale.js';

/**
 * The award categories of the data set (seed/data/award_entries.csv.gz), by their key (the stored
 * English name), with the name in each language the site speaks: the labels the seed and the
 * migration of decision 125 give them. Readers see the labels stored on each award, which editors
 * may change; this table is their starting point.
 */
export const AWARD_CATEGORY_NAMES = {
  'Best Novel': { en: 'Best Novel', de: 'Bester Roman', it: 'Miglior romanzo' },
  'Best Science Fiction Novel': { en: 'Best Science Fiction Novel', de: 'Bester Science-Fiction-Roman', it: 'Miglior romanzo di fantascienza' },
  'Best Fantasy Novel': { en: 'Best Fantasy Novel', de: 'Bester Fantasy-Roman', it: 'Miglior romanzo fantasy' },
  'Best First Novel': { en: 'Best First Novel', de: 'Bester Debütroman', it: 'Miglior romanzo d’esordio' },
  'Best Original Paperback': { en: 'Best Original Paperback', de: 'Bestes Original-Taschenbuch', it: 'Miglior tascabile inedito' },
  'Best Young Adult Book': { en: 'Best Young Adult Book', de: 'Bestes Jugendbuch', it: 'Miglior libro per ragazzi' },
  'Andre Norton Award': { en: 'Andre Norton Award', de: 'Andre-Norton-Preis', it: 'Premio Andre Norton' },
  'Best Horror Novel': { en: 'Best Horror Novel', de: 'Bester Horrorroman', it: 'Miglior romanzo horror' },
  'Lodestar Award for Best Young Adult Book': {
    en: 'Lodestar Award for Best Young Adult Book',
    de: 'Lodestar Award für das beste Jugendbuch',
    it: 'Premio Lodestar per il miglior libro per ragazzi',
  },
  'Best Novel (Retro Hugo)': { en: 'Best Novel (Retro Hugo)', de: 'Bester Roman (Retro-Hugo)', it: 'Miglior romanzo (Retro Hugo)' },
  'Best Translated Novel': { en: 'Best Translated Novel', de: 'Bester übersetzter Roman', it: 'Miglior romanzo tradotto' },
} as const satisfies Record<string, Record<Locale, string>>;

export type AwardCategory = keyof typeof AWARD_CATEGORY_NAMES;
export const AWARD_CATEGORIES = Object.keys(AWARD_CATEGORY_NAMES) as AwardCategory[];

export function isAwardCategory(value: string): value is AwardCategory {
  return Object.hasOwn(AWARD_CATEGORY_NAMES, value);
}

/** A category in the reader's language; one the set does not know keeps its stored text. */
export function awardCategoryName(category: string, locale: Locale): string {
  const trimmed = category.trim();
  return isAwardCategory(trimmed) ? AWARD_CATEGORY_NAMES[trimmed][locale] : category;
}
