import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useLocale } from '@/lib/use-locale';
import { useAdminAwards, useDeleteAward, type AdminAward } from '../api/awards';
import { AwardForm } from './award-form';
import { BookAwardLinks } from './book-award-links';

type Editing = { award: AdminAward | null } | null;

export function AwardsAdmin() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { toast } = useToast();
  const awards = useAdminAwards(locale);
  const remove = useDeleteAward();
  const [editing, setEditing] = useState<Editing>(null);

  const confirmDelete = (award: AdminAward) => {
    if (!window.confirm(t('admin.awards.confirmDelete', { name: award.name }))) return;
    remove.mutate(award.id, {
      onSuccess: () => toast({ title: t('admin.awards.deleted'), variant: 'success' }),
      onError: (error) => toast({ title: t('admin.error'), description: error.message, variant: 'destructive' }),
    });
  };

  return (
    <div className="space-y-6">
      <PageHeader title={t('admin.awards.title')} subtitle={t('admin.awards.subtitle')}>
        {!editing && <Button onClick={() => setEditing({ award: null })}>{t('admin.awards.new')}</Button>}
      </PageHeader>
      {editing && <AwardForm key={editing.award?.id ?? 'new'} award={editing.award} onDone={() => setEditing(null)} />}
      {awards.isPending ? (
        <LoadingState />
      ) : awards.isError ? (
        <ErrorState error={awards.error} onRetry={() => void awards.refetch()} />
      ) : awards.data.length === 0 ? (
        <EmptyState title={t('admin.awards.empty')} />
      ) : (
        <>
          <Card className="divide-y divide-line">
            {awards.data.map((award) => (
              <div key={award.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-3">
                <div className="min-w-0">
                  <Link to={paths.awards.href(award.id)} className="font-medium text-fg hover:text-accent">
                    {award.name}
                  </Link>
                  <p className="truncate text-sm text-muted">{[award.country, award.year, award.categories.slice(0, 3).join(', ')].filter(Boolean).join(' · ')}</p>
                </div>
                <div className="flex gap-2">
                  <Button variant="secondary" size="sm" onClick={() => setEditing({ award })} aria-label={`${t('admin.awards.edit')}: ${award.name}`}>
                    {t('admin.awards.edit')}
                  </Button>
                  <Button variant="danger" size="sm" onClick={() => confirmDelete(award)} aria-label={`${t('admin.awards.delete')}: ${award.name}`}>
                    {t('admin.awards.delete')}
                  </Button>
                </div>
              </div>
            ))}
          </Card>
          <BookAwardLinks awards={awards.data} />
        </>
      )}
    </div>
  );
}
