import { type Locale } from './locale.js';

/** Escapes the characters that would turn a title or a name into markdown syntax. */
export function escapeMarkdown(value: string): string {
  return value.replace(/[\\`*_[\]]/g, (char) => `\\${char}`);
}

export function link(label: string, path: string | undefined): string {
  const text = escapeMarkdown(label);
  return path === undefined ? text : `[${text}](${path})`;
}

export function italic(title: string): string {
  return `*${escapeMarkdown(title)}*`;
}

const conjunction: Record<Locale, string> = { en: 'and', de: 'und', it: 'e' };

/** "A", "A and B", "A, B and C" in the locale's words. */
export function joinList(items: readonly string[], locale: Locale): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction[locale]} ${items[items.length - 1]}`;
}

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** Years before the common era are negative in the data (The Iliad: -750). */
export function formatYear(year: number, locale: Locale): string {
  if (year >= 0) return String(year);
  const suffix: Record<Locale, string> = { en: 'BC', de: 'v. Chr.', it: 'a.C.' };
  return `${-year} ${suffix[locale]}`;
}

/** Joins sentences, dropping empty ones, so a missing fact never leaves a stray full stop. */
export function paragraph(sentences: ReadonlyArray<string | undefined | false>): string {
  return sentences.filter((s): s is string => typeof s === 'string' && s.trim().length > 0).join(' ');
}

/** Ends a sentence with a full stop unless it already ends with one ("750 a.C."). */
export function sentence(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}
