import { type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsHydrating } from '@/lib/use-is-hydrating';
import { LoadingState } from './states';

/**
 * The items a list page found. A page of cards is the largest render of the site, so the first
 * one runs as a deferred update, which React splits into slices of a few milliseconds: a phone
 * stays responsive, and the cards and their counter appear together. The heading for screen
 * readers puts the cards' h3 titles under an h2 rather than straight under the page's h1.
 * Cards the server rendered show at once: on the server (they are the page's largest paint) and
 * while the browser takes that markup over, which must see the same cards.
 */
export function ListResults({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const isReady = useDeferredValue(true, useIsHydrating());
  return (
    <section aria-label={t('common.results')}>
      <h2 className="sr-only">{t('common.results')}</h2>
      {isReady ? children : <LoadingState />}
    </section>
  );
}
