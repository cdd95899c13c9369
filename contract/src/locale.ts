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

/** Where a request may say which language the reader wants. */
export interface ReaderLocaleSources {
  /** An explicit choice: `?locale=`, a request body's `locale`. */
  explicit?: string | null | undefined;
  /** The `language` cookie, the server-visible mirror of the reader's stored choice. */
  cookie?: string | null | undefined;
  /** The browser's Accept-Language header. */
  acceptLanguage?: string | null | undefined;
}

/**
 * The one rule for the reader's language, for every API route and the gateway: an explicit choice,
 * else the language cookie, else Accept-Language by q-value, else DEFAULT_LOCALE. A source naming
 * a language we do not offer is passed over, not taken as the default.
 */
export function resolveReaderLocale(sources: ReaderLocaleSources): Locale {
  return parseLocale(sources.explicit) ?? parseLocale(sources.cookie) ?? acceptedLocales(sources.acceptLanguage)[0] ?? DEFAULT_LOCALE;
}
