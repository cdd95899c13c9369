import { type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from './states';

/**
 * The items a list page found. A page of cards is the largest render of the site, so the first
 * one runs as a deferred update, which React splits into slices of a few milliseconds: a phone
 * stays responsive, and the cards and their counter appear together. The heading for screen
 * readers puts the cards' h3 titles under an h2 rather than straight under the page's h1.
 */
export function ListResults({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const isReady = useDeferredValue(true, false);
  return (
    <section aria-label={t('common.results')}>
      <h2 className="sr-only">{t('common.results')}</h2>
      {isReady ? children : <LoadingState />}
    </section>
  );
}
