import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Names the page in the browser tab and history (WCAG 2.4.2): "<page> | Starshelf", or the site's
 * name alone while the page has nothing to name yet. The SPA keeps one document, so every
 * client-side navigation has to set the title again.
 */
export function usePageTitle(page: string | undefined): string {
  const { t } = useTranslation();
  const title = page ? t('pageTitle.format', { page }) : t('pageTitle.site');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return title;
}
