import {
  DEFAULT_LOCALE,
  LANGUAGE_PREFERENCE_KEY,
  LANGUAGE_QUERY_PARAM,
  LOCALES,
  type Locale,
  parseLocale,
  preferenceCookie,
  resolveReaderLocale,
} from '@starshelf/contract';
import i18n, { type InitOptions, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../i18n/en.json';

export const UI_LANGUAGES = LOCALES;
export type UiLanguage = Locale;
export const DEFAULT_UI_LANGUAGE: UiLanguage = DEFAULT_LOCALE;
/** The localStorage key the reader's choice lives under (docs/rules.md §4). */
export const LANGUAGE_STORAGE_KEY = LANGUAGE_PREFERENCE_KEY;

export function isUiLanguage(value: string | undefined): value is UiLanguage {
  return (UI_LANGUAGES as readonly string[]).includes(value ?? '');
}

const isBrowser = typeof window !== 'undefined';

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage refused (a privacy setting): there is no stored choice to read.
    return null;
  }
}

/** `de` of `de.starshelf.example`; nothing for a bare domain, `localhost` or an IP address. */
export function subdomainOf(hostname: string): string | undefined {
  const labels = hostname.split('.');
  const isAddress = /^\d+$/.test(labels.at(-1) ?? '') || hostname.includes(':');
  return labels.length > 2 && !isAddress ? labels[0] : undefined;
}

/**
 * What the browser can see of the reader's language, in the order the contract's rule weighs it
 * (`resolveReaderLocale`, decision 063), each place giving its candidates in order. A page's own
 * language address (`?lang=de`, decision 088) comes first, as it does on the server; whatever
 * language the app runs in is then stored like a choice (see `syncLanguage`), so the cookie mirror
 * and the server's next guess agree with it.
 */
const LANGUAGE_SOURCES = {
  querystring: () => [new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_PARAM)],
  localStorage: () => [storedLanguage()],
  navigator: () => (navigator.languages?.length ? navigator.languages : [navigator.language]),
  htmlTag: () => [document.documentElement.lang],
  path: () => [window.location.pathname.split('/')[1]],
  subdomain: () => [subdomainOf(window.location.hostname)],
} satisfies Record<string, () => readonly (string | null | undefined)[]>;

export const DETECTION_ORDER = Object.keys(LANGUAGE_SOURCES);

/** The reader's language in the browser, decided by the contract's one rule ('de-AT' is 'de'). */
export function detectUiLanguage(): UiLanguage {
  const sources = LANGUAGE_SOURCES;
  return resolveReaderLocale({
    explicit: sources.querystring()[0],
    cookie: sources.localStorage()[0],
    browserLanguages: sources.navigator(),
    pageHints: [...sources.htmlTag(), ...sources.path(), ...sources.subdomain()],
  });
}

/** The app's i18next options, in the browser and on the server (which picks the language per page). */
const I18N_OPTIONS = {
  // English is the source and the fallback, so it ships with the first bundle; the other
  // languages are chunks of their own, loaded before the first render that needs them.
  resources: { en: { translation: en } },
  supportedLngs: UI_LANGUAGES,
  fallbackLng: DEFAULT_UI_LANGUAGE,
  // 'de-AT' → 'de': the code is reduced to its primary part (docs/rules.md §9).
  load: 'languageOnly',
  nonExplicitSupportedLngs: true,
  // Added bundles count as loaded: nothing is fetched through a backend.
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { useSuspense: false },
  // The library's console advert would only add noise to the browser console and test logs.
  showSupportNotice: false,
} satisfies InitOptions;

const BUNDLES: Record<Exclude<UiLanguage, 'en'>, () => Promise<{ default: ResourceLanguage }>> = {
  de: () => import('../i18n/de.json'),
  it: () => import('../i18n/it.json'),
};
const loaded = new Set<UiLanguage>(['en']);

/**
 * Adds a screen's own strings in every UI language; the module of each screen that uses them
 * calls this, so they arrive with its chunk instead of with every page's first bundle.
 */
export function addScreenStrings(bundles: Readonly<Record<UiLanguage, ResourceLanguage>>): void {
  for (const language of UI_LANGUAGES) i18n.addResourceBundle(language, 'translation', bundles[language], true, false);
}

/** Fetches a language's strings once; features may have added strings of their own already. */
export async function loadUiLanguage(language: UiLanguage): Promise<void> {
  if (loaded.has(language) || language === 'en') return;
  const { default: bundle } = await BUNDLES[language]();
  i18n.addResourceBundle(language, 'translation', bundle, true, false);
  loaded.add(language);
}

/** Every switch of the UI language goes through here, so no page ever renders half-translated. */
export async function changeUiLanguage(language: UiLanguage): Promise<void> {
  await loadUiLanguage(language);
  await i18n.changeLanguage(language);
}

/** The language detection chose, reduced to a UI language (its strings may not be loaded yet). */
export function detectedUiLanguage(instance: Pick<typeof i18n, 'language'> = i18n): UiLanguage {
  return parseLocale(instance.language) ?? DEFAULT_UI_LANGUAGE;
}

/**
 * The stored choice, <html lang> and the cookie mirror follow the language, so the next visit starts
 * in it and the server can send the next page in it.
 */
function syncLanguage(language: string): void {
  const uiLanguage = parseLocale(language) ?? DEFAULT_UI_LANGUAGE;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, uiLanguage);
  } catch {
    // Storage refused: the cookie below still carries the choice for this browser session's pages.
  }
  // Only a real change: writing the same value still makes the browser re-match `:lang()` for
  // every element, a whole-page restyle while the app starts.
  if (document.documentElement.lang !== uiLanguage) document.documentElement.lang = uiLanguage;
  document.cookie = preferenceCookie(LANGUAGE_STORAGE_KEY, uiLanguage);
}

// On the server (prerendering) there is nothing to detect: the caller picks the language.
void i18n.use(initReactI18next).init({ ...I18N_OPTIONS, lng: isBrowser ? detectUiLanguage() : DEFAULT_UI_LANGUAGE });

// Not synced at start-up: the detected language may still be loading (see main.tsx).
if (isBrowser) i18n.on('languageChanged', (language) => syncLanguage(language));

export { i18n };
