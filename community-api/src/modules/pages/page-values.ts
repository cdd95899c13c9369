// Which values of its query parameters a server-rendered page knows (decision 105). The
// page cache keys on the values as given (pageAddress), so `/books?lang=z1`, `z2`, … would each be
// rendered and cached, pushing the real pages out. A value a page does not know, or does not write
// that way, is never rendered: the reader is sent to the address without it (or with its own
// spelling), which is rendered once and cached like any other.
import {
  AUTHOR_GENDERS,
  LANGUAGE_QUERY_PARAM,
  LOCALES,
  maxPublicationYear,
  MIN_PUBLICATION_YEAR,
  MOOD_SLUGS,
  NATIVE_LANGUAGES,
  READING_STATUSES,
} from '@starshelf/contract';
import { BOOK_SORTS, LIST_SORTS, SERIES_SIZES, SERIES_STATUSES } from '@starshelf/cms/catalogue';

/** The value as the page writes it, or undefined for one the page does not know. */
export type ValueRule = (value: string) => string | undefined;

const oneOf = (values: readonly string[]): ValueRule => (value) => (values.includes(value) ? value : undefined);

/** The lists offer whole stars (the front end's filter), though the API takes any number from 1 to 5. */
const minRating = oneOf(['1', '2', '3', '4', '5']);

/** A publication year the catalogue can hold, written as the filter writes it (no sign, no leading zero). */
const year: ValueRule = (value) => {
  if (!/^[1-9]\d{3}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= MIN_PUBLICATION_YEAR && number <= maxPublicationYear() ? value : undefined;
};

/** Known moods in the contract's order, as the list writes them (the front end's parseMoodParam). */
const mood: ValueRule = (value) => {
  const chosen = new Set(value.split(',').map((part) => part.trim()));
  const known = MOOD_SLUGS.filter((slug) => chosen.has(slug));
  return known.length > 0 ? known.join(',') : undefined;
};

const language = oneOf(LOCALES);

/**
 * The rule of each parameter a page is drawn from whose values need no catalogue to be known (the
 * contract's BOOK_LIST_FILTERS and the others list the names). The rest are named by the catalogue:
 * `genre` on the lists (catalogue-values.ts), and the content parameters `genre` on /genres and
 * `id` on /awards, which the page answers with 404 when they name nothing.
 */
const LIST_RULES: Readonly<Record<string, Readonly<Record<string, ValueRule>>>> = {
  '/books': {
    year,
    minRating,
    mood,
    status: oneOf([...READING_STATUSES, 'not_in_list']),
    sort: oneOf(BOOK_SORTS),
  },
  '/authors': { nativeLanguage: oneOf(NATIVE_LANGUAGES), gender: oneOf(AUTHOR_GENDERS), minRating, sort: oneOf(LIST_SORTS) },
  '/series': { size: oneOf(SERIES_SIZES), status: oneOf(SERIES_STATUSES), minRating, sort: oneOf(LIST_SORTS) },
};

/** A book page's tab: only the reviews differ from the overview, which is the page without one. */
const BOOK_DETAIL_RULES = { tab: oneOf(['reviews']) };

/** The rules of the page at `path` (a server-rendered one), `lang` included. */
export function valueRulesOf(path: string): Readonly<Record<string, ValueRule>> {
  const [, kind, slug] = path.split('/');
  const own = slug === undefined ? LIST_RULES[path] : kind === 'books' ? BOOK_DETAIL_RULES : undefined;
  return { ...own, [LANGUAGE_QUERY_PARAM]: language };
}

/**
 * Where to send a reader whose address carries a value the page at `path` does not know, or does
 * not write that way: the same path and query without that parameter (or with the value as the page
 * writes it). Undefined when every value is known. Only the first value of a parameter counts, as
 * only the first is read (pageAddress); other parameters (`utm_source`) are kept as they are.
 */
export function canonicalLocation(path: string, query: string): string | undefined {
  const requested = new URLSearchParams(query);
  const fixed = new URLSearchParams(query);
  let isChanged = false;
  for (const [name, rule] of Object.entries(valueRulesOf(path))) {
    const value = requested.get(name);
    if (value === null) continue;
    const canonical = rule(value);
    if (canonical === value) continue;
    isChanged = true;
    if (canonical === undefined) fixed.delete(name);
    else fixed.set(name, canonical);
  }
  if (!isChanged) return undefined;
  const rest = fixed.toString();
  return rest ? `${path}?${rest}` : path;
}

/**
 * Whether a detail page's last segment is written as the site's links write it: a slug (lower case,
 * digits and single hyphens) or an id without leading zeros. `/genres/%20sf`, `/genres/007` or
 * `/awards/Hugo` name the same item as another address, so their renders are not cached.
 */
export function isPlainSegment(path: string): boolean {
  const segment = path.split('/')[2];
  if (segment === undefined) return true;
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(segment) && !/^0\d*$/.test(segment);
}
