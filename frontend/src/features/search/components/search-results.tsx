import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { trackEvent } from '@/lib/analytics';
import { useSignedInUser } from '@/lib/auth/get-current-user';
import { useLocale } from '@/lib/use-locale';
import { hitHref, hitLabel, SEARCH_GROUPS, useSearch } from '../api/search';
import { SearchBox } from './search-box';
import { MatchedTitle } from './search-suggestions';

/** The /search page: the box pre-filled from ?q=, every group, a no-results message with a hint. */
export function SearchResults({ query }: { query: string }) {
  const { t } = useTranslation();
  const search = useSearch(query, useLocale());
  const trimmed = query.trim();
  const data = search.data;
  const total = data ? SEARCH_GROUPS.reduce((sum, group) => sum + data[group].length, 0) : 0;
  const role = useSignedInUser()?.role ?? 'anonymous';
  // Each submitted query counts once for the dashboard's top searches (a later role does not recount it).
  const trackSearch = useEffectEvent((searched: string) =>
    trackEvent({ eventType: 'interaction', route: paths.search.path, entityType: 'search', entityId: searched.slice(0, 200) }, role),
  );
  useEffect(() => {
    if (trimmed) trackSearch(trimmed);
  }, [trimmed]);

  return (
    <section>
      <PageHeader
        title={trimmed ? t('search.resultsFor', { query: trimmed }) : t('search.pageTitle')}
        documentTitle={trimmed ? t('pageTitle.search', { query: trimmed }) : t('search.pageTitle')}
      />
      {/* The bar's box carries the query on wide screens; phones hide it behind a toggle, so the page repeats it there. */}
      <SearchBox key={trimmed} initialQuery={query} className="mb-10 max-w-2xl md:hidden" />
      {!trimmed && <p className="text-muted">{t('search.prompt')}</p>}
      {trimmed && search.isPending && <LoadingState />}
      {search.isError && <ErrorState error={search.error} onRetry={() => void search.refetch()} />}
      {trimmed && data && total === 0 && (
        <EmptyState title={t('search.noResults', { query: trimmed })}>{t('search.noResultsHint')}</EmptyState>
      )}
      {data && total > 0 && (
        <div className="grid gap-8 md:grid-cols-2">
          {SEARCH_GROUPS.filter((group) => data[group].length > 0).map((group) => (
            <section key={group} className="rounded-2xl border border-line bg-surface p-5">
              <h2 className="mb-3 text-xs font-semibold tracking-widest text-subtle uppercase">
                {t(`search.groups.${group}`)} <span className="text-muted">({data[group].length})</span>
              </h2>
              <ul className="divide-y divide-line">
                {data[group].map((hit) => (
                  <li key={hit.id}>
                    <Link to={hitHref(group, hit)} className="block py-2.5 hover:text-accent">
                      <span className="block font-medium text-fg">
                        {hitLabel(hit)}
                        {hit.matchedTitle && <MatchedTitle title={hit.matchedTitle} />}
                      </span>
                      {hit.subtitle && <span className="block text-sm text-muted">{hit.subtitle}</span>}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}
