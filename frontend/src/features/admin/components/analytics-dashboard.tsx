import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { cn } from '@/lib/cn';
import { useLocale } from '@/lib/use-locale';
import { ANALYTICS_RANGES, useAnalytics, type AnalyticsDashboard as Dashboard, type AnalyticsRange } from '../api/analytics';
import { AnalyticsCleanup } from './analytics-cleanup';
import { BookTitle } from './book-title';
import { CountList } from './count-list';

const ViewsChart = lazy(() => import('./views-chart'));

export function AnalyticsDashboard() {
  const { t } = useTranslation();
  const [range, setRange] = useState<AnalyticsRange>(30);
  const query = useAnalytics(range);

  return (
    <div className="space-y-6">
      <PageHeader title={t('admin.analytics.title')} subtitle={t('admin.analytics.subtitle')}>
        <div role="group" aria-label={t('admin.analytics.range')} className="inline-flex rounded-lg border border-line p-1">
          {ANALYTICS_RANGES.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={option === range}
              onClick={() => setRange(option)}
              className={cn('rounded-md px-3 py-1.5 text-sm', option === range ? 'bg-accent text-white' : 'text-muted hover:text-fg')}
            >
              {t('admin.analytics.days', { count: option })}
            </button>
          ))}
        </div>
      </PageHeader>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <DashboardBody data={query.data} />
      )}
      <AnalyticsCleanup />
    </div>
  );
}

function DashboardBody({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const none = t('admin.analytics.noData');
  const totals = [
    ['events', data.totals.events],
    ['pageViews', data.totals.pageViews],
    ['bookOpens', data.totals.bookOpens],
    ['searches', data.totals.searches],
  ] as const;

  return (
    <>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {totals.map(([key, value]) => (
          <Card key={key} className="p-5">
            <dt className="text-sm text-muted">{t(`admin.analytics.totals.${key}`)}</dt>
            <dd className="mt-1 font-display text-3xl font-bold tabular-nums text-fg">{value.toLocaleString(locale)}</dd>
          </Card>
        ))}
      </dl>
      {data.totals.events === 0 && (
        <EmptyState title={t('admin.analytics.emptyTitle')}>{t('admin.analytics.emptyHint')}</EmptyState>
      )}
      <Card className="p-5">
        <h2 className="mb-3 font-display text-lg font-semibold text-fg">{t('admin.analytics.viewsPerDay')}</h2>
        <Suspense fallback={<div className="h-64" aria-hidden="true" />}>
          <ViewsChart data={data.viewsPerDay} label={t('admin.analytics.viewsPerDay')} locale={locale} />
        </Suspense>
      </Card>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <CountList title={t('admin.analytics.topRoutes')} emptyText={none} rows={data.topRoutes.map((row) => ({ key: row.route, label: row.route, count: row.count }))} />
        <CountList
          title={t('admin.analytics.topBooks')}
          emptyText={none}
          rows={data.topBooks.map((row) => ({ key: row.bookId, label: <BookTitle id={row.bookId} />, count: row.count }))}
        />
        <CountList title={t('admin.analytics.topSearches')} emptyText={none} rows={data.topSearches.map((row) => ({ key: row.query, label: row.query, count: row.count }))} />
        <CountList
          title={t('admin.analytics.byRole')}
          emptyText={none}
          rows={data.byRole.map((row) => ({ key: row.role, label: t(`admin.roles.${row.role}`, { defaultValue: row.role }), count: row.count }))}
        />
        <CountList
          title={t('admin.analytics.events')}
          emptyText={none}
          rows={data.events.map((row) => ({ key: row.eventType, label: t(`admin.eventTypes.${row.eventType}`, { defaultValue: row.eventType }), count: row.count }))}
        />
      </div>
    </>
  );
}
