import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What a page says about itself in the document's head: its title (also the browser tab's, WCAG
 * 2.4.2), the description and image of share previews, and its schema.org data. Every page states
 * it once with `usePageHead`; the browser applies the title on each navigation, and the server
 * renderer collects it to write the head of the page it sends.
 */
export interface PageHead {
  /** What names the page ("Dune – Frank Herbert"); absent while its data loads (the site's name alone). */
  title?: string | undefined;
  /** Plain text, e.g. the synopsis excerpt; cut to a preview's length when written. */
  description?: string | undefined;
  /** A site-relative or absolute image URL for share previews (a cover, a portrait). */
  image?: string | undefined;
  /** Open Graph type. */
  type?: 'website' | 'book' | 'profile' | undefined;
  /** schema.org objects (Book, Person, BookSeries, ...), one JSON-LD script each. */
  jsonLd?: ReadonlyArray<Record<string, unknown>> | undefined;
  /** The page is the "not found" answer: search engines should not index it. */
  notFound?: boolean | undefined;
}

/** The server renderer's collector: the last page head stated during the render. */
export interface PageHeadCollector {
  head: PageHead;
}

export const PageHeadContext = createContext<PageHeadCollector | null>(null);

/** The full title as the tab shows it: "<page> | Starshelf", or the site's name alone. */
export function usePageHead(head: PageHead): string {
  const { t } = useTranslation();
  const collector = useContext(PageHeadContext);
  const title = head.title ? t('pageTitle.format', { page: head.title }) : t('pageTitle.site');
  // On the server, effects never run: the render itself hands the head to the collector.
  if (collector) collector.head = head;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return title;
}
