import { DEFAULT_LOCALE, parseLocale } from '@starshelf/contract';
import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { syncHeadTags } from './sync-head-tags';

/**
 * What a page says about itself in the document's head: its title (also the browser tab's, WCAG
 * 2.4.2), the description and image of share previews, and its schema.org data. Every page states
 * it once with `usePageHead`; the browser applies the title on each navigation, and the server
 * renderer collects it to write the head of the page it sends (`renderHeadTags`).
 */
export interface PageHead {
  /** What names the page ("Dune – Frank Herbert"); absent while its data loads (the site's name alone). */
  title?: string | undefined;
  /** Plain text, e.g. the synopsis excerpt; cut to a preview's length when written. */
  description?: string | undefined;
  /** A site-relative or absolute image URL for share previews (a cover, a portrait); the site's share image when absent. */
  image?: string | undefined;
  /** Open Graph type. */
  type?: 'website' | 'book' | 'profile' | undefined;
  /**
   * schema.org objects (Book, Person, BookSeries, ...), one JSON-LD script each. Their `url`,
   * `image` and `@id` may be site-relative: the head is written with the site's origin.
   */
  jsonLd?: ReadonlyArray<Record<string, unknown>> | undefined;
  /**
   * The subject's own address when the requested one may differ (`/books/-42` names the book
   * `/books/dune-42` too): canonical and language alternates use it.
   */
  canonicalPath?: string | undefined;
  /** The page is the "not found" answer: search engines should not index it. */
  notFound?: boolean | undefined;
}

/** The server renderer's collector: the last page head stated during the render. */
export interface PageHeadCollector {
  head: PageHead;
  /** The full title as the tab would show it ("Dune – Frank Herbert | Starshelf"). */
  fullTitle?: string | undefined;
}

export const PageHeadContext = createContext<PageHeadCollector | null>(null);

/**
 * The server renderer's collector is written during the render on purpose: it is a sink made
 * for the one render of the page, never read back by React.
 */
function handToCollector(collector: PageHeadCollector, head: PageHead, fullTitle: string): void {
  collector.head = head;
  collector.fullTitle = fullTitle;
}

/**
 * States the page's head and answers its full title: "<page> | Starshelf", or the site's name
 * alone. The one place the rule lives; every page and page shell goes through it.
 */
export function usePageHead(head: PageHead): string {
  const { t, i18n } = useTranslation();
  const collector = useContext(PageHeadContext);
  const title = head.title ? t('pageTitle.format', { page: head.title }) : t('pageTitle.site');
  // On the server, effects never run: the render itself hands the head to the collector. A page
  // renders after its shell, so the innermost statement (the page's own) is the last one.
  if (collector) handToCollector(collector, head, title);
  // The SPA keeps one document, so every client-side navigation has to set the title again.
  useEffect(() => {
    document.title = title;
  }, [title]);
  // The rest of the head follows too; the head is a fresh object each render, its content is the key.
  const language = parseLocale(i18n.language) ?? DEFAULT_LOCALE;
  const headKey = JSON.stringify(head);
  useEffect(() => {
    syncHeadTags(JSON.parse(headKey) as PageHead, title, language);
  }, [headKey, title, language]);
  return title;
}
