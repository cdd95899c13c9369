import { CONTENT_QUERY_PARAMS, LANGUAGE_QUERY_PARAM, LOCALES, type Locale } from '@starshelf/contract';

/** Per path, the parameters a canonical address keeps (the contract's `CONTENT_QUERY_PARAMS`). */
const CONTENT_PARAMS: Readonly<Record<string, readonly string[]>> = CONTENT_QUERY_PARAMS;

export interface PageUrls {
  /** The page's own address in the language it is written in: `…?lang=de`. */
  canonical: string;
  /** Each language's address of the page (hreflang alternates). */
  alternates: Readonly<Record<Locale, string>>;
  /** The address without a language, which adapts to the reader (hreflang x-default). */
  xDefault: string;
}

/** The page's absolute addresses; `path` is the path and query string as requested. */
export function pageUrls(origin: string, path: string, language: Locale): PageUrls {
  const base = origin.replace(/\/+$/, '');
  const requested = new URL(path, `${base}/`);
  const kept = new URLSearchParams();
  for (const key of CONTENT_PARAMS[requested.pathname] ?? []) {
    const value = requested.searchParams.get(key);
    if (value) kept.set(key, value);
  }
  const address = (locale: Locale | null) => {
    const params = new URLSearchParams(kept);
    if (locale) params.set(LANGUAGE_QUERY_PARAM, locale);
    const query = params.toString();
    return `${base}${requested.pathname}${query ? `?${query}` : ''}`;
  };
  const alternates = Object.fromEntries(LOCALES.map((locale) => [locale, address(locale)])) as Record<Locale, string>;
  return { canonical: alternates[language], alternates, xDefault: address(null) };
}
