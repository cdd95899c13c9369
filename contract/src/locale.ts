// No zod here: the browser's first bundle reads these rules (the schema is in locale-schema.ts).
export const LOCALES = ['en', 'de', 'it'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/**
 * Reduces a language tag ('de-AT', 'it_IT', 'EN') to its primary part and falls back to English,
 * so a query string, a header entry or a stored choice all resolve the same way.
 */
export function resolveLocale(value?: string | null): Locale {
  return parseLocale(value) ?? DEFAULT_LOCALE;
}

/** Like `resolveLocale`, but says "none" instead of falling back when no UI language matches. */
export function parseLocale(value?: string | null): Locale | undefined {
  if (!value) return undefined;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return isLocale(primary) ? primary : undefined;
}

// A header is a short list; a longer one is cut rather than parsed at length.
const MAX_ACCEPT_LANGUAGE_LENGTH = 1_000;

/**
 * The UI languages an Accept-Language header asks for, best first: by q-value (RFC 9110; an entry
 * without one is q=1, a malformed or zero one excludes it), ties in header order. Region tags count
 * for their language (`de-CH` is `de`); languages we do not offer and `*` are skipped.
 */
export function acceptedLocales(header?: string | null): Locale[] {
  if (!header) return [];
  const ranked = header
    .slice(0, MAX_ACCEPT_LANGUAGE_LENGTH)
    .split(',')
    .map((entry, index) => {
      const [range = '', ...params] = entry.split(';').map((part) => part.trim());
      const weight = params.find((param) => /^q=/i.test(param))?.slice(2);
      const q = weight === undefined ? 1 : /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(weight) ? Number(weight) : 0;
      return { locale: parseLocale(range), q, index };
    })
    .filter((entry): entry is { locale: Locale; q: number; index: number } => entry.locale !== undefined && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return [...new Set(ranked.map((entry) => entry.locale))];
}

/** Where a request or the browser may say which language the reader wants, strongest first. */
export interface ReaderLocaleSources {
  /** An explicit choice: `?locale=`, a request body's `locale`, a page address's `?lang=`. */
  explicit?: string | null | undefined;
  /** The reader's stored choice: in the browser its own storage, on a server the `language` cookie that mirrors it. */
  cookie?: string | null | undefined;
  /** The browser's Accept-Language header. */
  acceptLanguage?: string | null | undefined;
  /** The browser's languages, best first (`navigator.languages`): what the header says, where no header is at hand. */
  browserLanguages?: readonly (string | null | undefined)[] | undefined;
  /** Weaker hints tried last, in order: what the browser sees of the page (its `<html lang>`, a path prefix, a subdomain). */
  pageHints?: readonly (string | null | undefined)[] | undefined;
}

const firstLocaleOf = (candidates: readonly (string | null | undefined)[] | undefined): Locale | undefined => {
  for (const candidate of candidates ?? []) {
    const locale = parseLocale(candidate);
    if (locale) return locale;
  }
  return undefined;
};

/**
 * The one rule for the reader's language, for every API route, the server-rendered pages and the
 * browser: an explicit choice, else the stored choice, else the browser's languages (Accept-Language
 * by q-value, or the list itself), else the page's own hints, else DEFAULT_LOCALE. A source naming
 * a language we do not offer is passed over, not taken as the default.
 */
export function resolveReaderLocale(sources: ReaderLocaleSources): Locale {
  return (
    parseLocale(sources.explicit) ??
    parseLocale(sources.cookie) ??
    acceptedLocales(sources.acceptLanguage)[0] ??
    firstLocaleOf(sources.browserLanguages) ??
    firstLocaleOf(sources.pageHints) ??
    DEFAULT_LOCALE
  );
}
