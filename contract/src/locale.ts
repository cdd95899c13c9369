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
