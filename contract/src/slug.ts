import { transliterate } from './transliterate.js';

const HYPHEN_SOURCES = /[\s_/&]+/g;
const NOT_SLUG_CHARACTER = /[^a-z0-9-]/g;
const REPEATED_HYPHENS = /-{2,}/g;
const EDGE_HYPHENS = /^-+|-+$/g;

/** The slug rule of docs/rules.md §5, shared by the CMS (stored slugs) and the front end (links). */
export function slugify(input: string): string {
  return transliterate(input)
    .replace(HYPHEN_SOURCES, '-')
    .replace(NOT_SLUG_CHARACTER, '')
    .replace(REPEATED_HYPHENS, '-')
    .replace(EDGE_HYPHENS, '');
}

export const UNKNOWN_BOOK_SLUG = 'unknown-book';

/**
 * A book's slug: the title's slug (punctuation is dropped by `slugify`), 'unknown-book' when
 * nothing usable is left, and an optional `-<id>` suffix that makes it unique and resolvable.
 */
export function bookSlug(title: string | null | undefined, id?: string | number): string {
  const base = slugify(title ?? '') || UNKNOWN_BOOK_SLUG;
  const suffix = id === undefined ? '' : slugify(String(id));
  return suffix ? `${base}-${suffix}` : base;
}

const TRAILING_ID = /-(\d+)$/;

/**
 * The id carried by a book slug's `-<digits>` suffix, or null. A title that ends in a number
 * ('fahrenheit-451') also matches, so callers look the whole slug up first and use this second.
 */
export function parseBookSlugId(slug: string): number | null {
  const digits = TRAILING_ID.exec(slug.trim())?.[1];
  if (digits === undefined) return null;
  const id = Number(digits);
  return Number.isSafeInteger(id) ? id : null;
}

// Marks that sit inside a word: apostrophes, and the Catalan middle dot (col·lecció).
const APOSTROPHES = /['’‘`ʼ´·]/g;
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu;

/**
 * The search index's normalised text: the slug folding, but words stay apart with single spaces.
 * Apostrophes vanish rather than split a word, so "Hitchhiker's" matches "hitchhikers".
 */
export function foldSearchText(input: string): string {
  return transliterate(input).replace(APOSTROPHES, '').replace(NOT_LETTER_OR_DIGIT, ' ').trim();
}
