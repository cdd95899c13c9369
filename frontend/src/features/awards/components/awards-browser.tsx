import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useLocale } from '@/lib/use-locale';
import { shownAwardId, useAwards } from '../api/get-awards';
import { AwardDetailView } from './award-detail';

/** /awards: every award on the side, the one in `?id=` (else the first) in detail. */
export function AwardsBrowser() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const awards = useAwards(locale);
  const selectedId = shownAwardId(params.get('id'), awards.data);

  return (
    <section>
      <PageHeader title={t('awards.title')} subtitle={t('awards.subtitle')} head={{ description: t('awards.subtitle') }} />
      {awards.isPending && <LoadingState />}
      {awards.isError && <ErrorState error={awards.error} onRetry={() => void awards.refetch()} />}
      {awards.isSuccess && awards.data.length === 0 && <EmptyState title={t('awards.empty')} />}
      {awards.isSuccess && awards.data.length > 0 && (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[240px_minmax(0,1fr)]">
          <nav aria-label={t('awards.choose')}>
            <ul className="flex gap-2 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible">
              {awards.data.map((award) => {
                const isSelected = String(award.id) === selectedId;
                return (
                  <li key={award.id} className="shrink-0">
                    <Link
                      to={paths.awards.href(award.id)}
                      replace
                      aria-current={isSelected ? 'page' : undefined}
                      className={cn('block rounded-lg px-3 py-2 text-sm', isSelected ? 'bg-accent/15 font-semibold text-accent' : 'text-muted hover:bg-raised hover:text-fg')}
                    >
                      {award.name}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          {selectedId && <AwardDetailView key={selectedId} id={selectedId} />}
        </div>
      )}
    </section>
  );
}
