import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT_DIR } from './stack.js';

export const LANGUAGES = ['en', 'de', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A browser of each language, as Playwright's `locale` sets it (Accept-Language and navigator.language). */
export const BROWSER_LOCALES: Readonly<Record<Language, string>> = { en: 'en-US', de: 'de-DE', it: 'it-IT' };

/** A string of the app in `language`, read from its translation file (`books.title`). */
export function message(language: Language, key: string): string {
  const messages = JSON.parse(readFileSync(join(ROOT_DIR, 'frontend', 'src', 'i18n', `${language}.json`), 'utf8')) as Record<string, unknown>;
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
  if (typeof value !== 'string') throw new Error(`no string ${key} in ${language}.json`);
  return value;
}
