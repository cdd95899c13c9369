import { z } from 'zod';

export const LOCALES = ['en', 'de', 'it'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const localeSchema = z.enum(LOCALES);

function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/**
 * Reduces a language tag ('de-AT', 'it_IT', 'EN') to its primary part and falls back to English,
 * so a query string, a header entry or a stored choice all resolve the same way.
 */
export function resolveLocale(value?: string | null): Locale {
  if (!value) return DEFAULT_LOCALE;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return isLocale(primary) ? primary : DEFAULT_LOCALE;
}
