import { pageAddress, parseLocale } from '@starshelf/contract';
import type { UiLanguage } from '@/lib/i18n';

/**
 * What the server's prerendered HTML was made for, written onto #root by the prerender step and
 * read back by the browser: the markup may only be hydrated when all three still hold.
 */
export interface PrerenderedPage {
  /** The path and query string the markup shows (`/books?genre=fantasy`); the build's pages have no query. */
  path: string;
  language: UiLanguage;
  /** The year at build time: the footer and the year filters show it. */
  year: number;
}

export function prerenderAttributes(page: PrerenderedPage): Record<string, string> {
  return { 'data-prerendered': page.path, 'data-language': page.language, 'data-year': String(page.year) };
}

export function readPrerenderedPage(root: HTMLElement): PrerenderedPage | null {
  const { prerendered: path, language, year } = root.dataset;
  const uiLanguage = parseLocale(language);
  if (path === undefined || uiLanguage === undefined || !year) return null;
  return { path, language: uiLanguage, year: Number(year) };
}

/**
 * True when the browser would render exactly what the server sent: the same page with the same
 * query (a list's filters; parameters the page is not drawn from, such as `utm_source`, do not
 * count), the same language and the same year. Otherwise the browser renders from scratch and
 * replaces the server's markup.
 */
export function canHydrate(page: PrerenderedPage | null, now: { pathname: string; search: string; language: UiLanguage; year: number }): boolean {
  return page !== null && page.path === pageAddress(`${now.pathname}${now.search}`) && page.language === now.language && page.year === now.year;
}
