import { DEFAULT_LOCALE, parseLocale } from '@starshelf/contract';
import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageHead } from './page-head-fields';
import { syncHeadTags } from './sync-head-tags';

export type { PageHead };

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
