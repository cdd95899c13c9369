import { type Locale, resolveReaderLocale } from './locale.js';

/**
 * The reader's language and theme are kept in the browser's localStorage (docs/rules.md §4). Each is
 * mirrored in a cookie of the same name, so the server can send the prerendered page in that
 * language and theme straight away. Server and browser decide the language by the same rule
 * (`resolveReaderLocale`); the browser sees a little more (the stored choice itself, the page's own
 * hints), so a page whose cookie mirror was missing or stale is rendered again in the browser.
 */
export const LANGUAGE_PREFERENCE_KEY = 'language';
export const THEME_PREFERENCE_KEY = 'theme';

export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];
/** Dark unless the reader chose light; no system detection (docs/rules.md §4). */
export const DEFAULT_THEME: Theme = 'dark';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function resolveTheme(value?: string | null): Theme {
  return value === 'light' ? 'light' : DEFAULT_THEME;
}

/** The `document.cookie` assignment that mirrors a preference for a year, for this site only. */
export function preferenceCookie(key: typeof LANGUAGE_PREFERENCE_KEY | typeof THEME_PREFERENCE_KEY, value: string): string {
  return `${key}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}

/**
 * A page's address in one language: `?lang=de`. Search engines and shared links need one URL per
 * language (hreflang alternates); when present it wins over the stored choice and the browser's
 * languages, on the server and in the browser alike.
 */
export const LANGUAGE_QUERY_PARAM = 'lang';

export interface PreferenceHints {
  /** The `?lang=` value of the page's URL, if any. */
  languageParam?: string | undefined;
  /** The language cookie's value, if any. */
  languageCookie?: string | undefined;
  /** The Accept-Language header, if any. */
  acceptLanguage?: string | undefined;
  themeCookie?: string | undefined;
}

/**
 * What the server guesses before any script runs, by the API's own rule (`resolveReaderLocale`),
 * which is the browser's order as far as a server can see it: the page's `?lang=`, the stored choice (its cookie
 * mirror), then the browser's languages, then the default.
 */
export function guessPreferences(hints: PreferenceHints): { language: Locale; theme: Theme } {
  const language = resolveReaderLocale({ explicit: hints.languageParam, cookie: hints.languageCookie, acceptLanguage: hints.acceptLanguage });
  return { language, theme: resolveTheme(hints.themeCookie) };
}
