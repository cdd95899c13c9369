import { REPORT_STATUSES } from '@starshelf/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { cn } from '@/lib/cn';
import { REPORTS_PAGE_SIZE, useReports, type ReportStatus } from '../api/moderation';
import { ReportedReviewCard } from './reported-review-card';

/** Reviews with reports, most reported first (docs/api.md "Moderation"): hide, restore or dismiss. */
export function ModerationQueue() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ReportStatus>('open');
  const [page, setPage] = useState(1);
  const query = useReports({ status, page });
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / REPORTS_PAGE_SIZE));

  return (
    <div className="space-y-6">
      <PageHeader title={t('admin.moderation.title')} subtitle={t('admin.moderation.subtitle')} />
      <div role="tablist" aria-label={t('admin.moderation.statusLabel')} className="flex gap-6 border-b border-line">
        {REPORT_STATUSES.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={status === name}
            onClick={() => {
              setStatus(name);
              setPage(1);
            }}
            className={cn('-mb-px border-b-2 pb-3 text-sm font-semibold', status === name ? 'border-accent text-accent' : 'border-transparent text-muted hover:text-fg')}
          >
            {t(`admin.moderation.status.${name}`)}
          </button>
        ))}
      </div>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState title={t(`admin.moderation.empty.${status}`)}>{t('admin.moderation.emptyHint')}</EmptyState>
      ) : (
        <>
          <p className="text-sm text-muted">{t('admin.moderation.total', { count: query.data.total })}</p>
          <ul className="space-y-4">
            {query.data.items.map((entry) => (
              <li key={`${entry.review.kind}-${entry.review.itemId}-${entry.review.author.id}`}>
                <ReportedReviewCard entry={entry} />
              </li>
            ))}
          </ul>
          <nav aria-label={t('admin.users.pages')} className="flex items-center justify-end gap-3 text-sm">
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>{t('admin.users.previous')}</Button>
            <span className="text-muted">{t('admin.users.page', { page, pages })}</span>
            <Button variant="secondary" size="sm" disabled={!query.data.hasMore} onClick={() => setPage(page + 1)}>{t('admin.users.next')}</Button>
          </nav>
        </>
      )}
    </div>
  );
}
