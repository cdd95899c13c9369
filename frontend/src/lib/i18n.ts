import i18n, { type InitOptions } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import de from '../i18n/de.json';
import en from '../i18n/en.json';
import it from '../i18n/it.json';

export const UI_LANGUAGES = ['en', 'de', 'it'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
export const DEFAULT_UI_LANGUAGE: UiLanguage = 'en';
/** The localStorage key the reader's choice lives under (SPEC.md §4). */
export const LANGUAGE_STORAGE_KEY = 'language';

export function isUiLanguage(value: string | undefined): value is UiLanguage {
  return (UI_LANGUAGES as readonly string[]).includes(value ?? '');
}

function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = isUiLanguage(language) ? language : DEFAULT_UI_LANGUAGE;
}

/** Where the reader's language is looked for, first match wins (SPEC.md §9). */
export const DETECTION_ORDER = ['localStorage', 'navigator', 'htmlTag', 'path', 'subdomain'];

/** Shared by the app's instance and the tests that check detection on a fresh one. */
export const I18N_OPTIONS = {
  resources: { en: { translation: en }, de: { translation: de }, it: { translation: it } },
  supportedLngs: UI_LANGUAGES,
  fallbackLng: DEFAULT_UI_LANGUAGE,
  // 'de-AT' → 'de': the code is reduced to its primary part (SPEC.md §9).
  load: 'languageOnly',
  nonExplicitSupportedLngs: true,
  interpolation: { escapeValue: false },
  detection: {
    order: DETECTION_ORDER,
    lookupLocalStorage: LANGUAGE_STORAGE_KEY,
    caches: ['localStorage'],
  },
  // Resources are bundled, so init is synchronous and the first render is already translated.
  initAsync: false,
  react: { useSuspense: false },
  // The library's console advert would only add noise to the browser console and test logs.
  showSupportNotice: false,
} satisfies InitOptions;

void i18n.use(LanguageDetector).use(initReactI18next).init(I18N_OPTIONS);

syncDocumentLanguage(i18n.resolvedLanguage ?? DEFAULT_UI_LANGUAGE);
i18n.on('languageChanged', (language) => syncDocumentLanguage(i18n.resolvedLanguage ?? language));

export { i18n };
