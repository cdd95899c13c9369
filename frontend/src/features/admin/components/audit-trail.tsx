import { AUDIT_ACTIONS } from '@starshelf/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { INPUT_CLASSES } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { AUDIT_PAGE_SIZE, useAudit, useAuditActors, type AuditFilter } from '../api/audit';
import { AuditRow } from './audit-row';

const LABEL = 'flex flex-col gap-1 text-xs font-medium text-subtle';

/** Every moderation and administration action, newest first; kept when the target account is gone. */
export function AuditTrail() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<AuditFilter>({ actor: '', action: '', page: 1 });
  const query = useAudit(filter);
  const actors = useAuditActors();
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / AUDIT_PAGE_SIZE));
  const set = (change: Partial<AuditFilter>) => setFilter({ ...filter, page: 1, ...change });

  return (
    <div className="space-y-6">
      <PageHeader title={t('admin.audit.title')} subtitle={t('admin.audit.subtitle')} />
      <div className="grid max-w-2xl gap-3 sm:grid-cols-2">
        <label className={LABEL}>
          {t('admin.audit.actor')}
          <select value={filter.actor} onChange={(event) => set({ actor: event.target.value })} className={`${INPUT_CLASSES} mt-0`}>
            <option value="">{t('admin.audit.allActors')}</option>
            {actors.data?.items.map((admin) => <option key={admin.id} value={admin.id}>{admin.displayName}</option>)}
          </select>
        </label>
        <label className={LABEL}>
          {t('admin.audit.action')}
          <select value={filter.action} onChange={(event) => set({ action: event.target.value as AuditFilter['action'] })} className={`${INPUT_CLASSES} mt-0`}>
            <option value="">{t('admin.audit.allActions')}</option>
            {AUDIT_ACTIONS.map((action) => <option key={action} value={action}>{t(`admin.audit.actions.${action}`)}</option>)}
          </select>
        </label>
      </div>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState title={t('admin.audit.empty')} />
      ) : (
        <>
          <p className="text-sm text-muted">{t('admin.audit.total', { count: query.data.total })}</p>
          <Card className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-line text-muted">
                <tr>
                  <th className="px-4 py-3 font-medium">{t('admin.audit.when')}</th>
                  <th className="px-4 py-3 font-medium">{t('admin.audit.actor')}</th>
                  <th className="px-4 py-3 font-medium">{t('admin.audit.action')}</th>
                  <th className="px-4 py-3 font-medium">{t('admin.audit.target')}</th>
                  <th className="px-4 py-3 font-medium">{t('admin.audit.reason')}</th>
                </tr>
              </thead>
              <tbody>
                {query.data.items.map((entry) => <AuditRow key={entry.id} entry={entry} />)}
              </tbody>
            </table>
          </Card>
          <nav aria-label={t('admin.users.pages')} className="flex items-center justify-end gap-3 text-sm">
            <Button variant="secondary" size="sm" disabled={filter.page <= 1} onClick={() => setFilter({ ...filter, page: filter.page - 1 })}>{t('admin.users.previous')}</Button>
            <span className="text-muted">{t('admin.users.page', { page: filter.page, pages })}</span>
            <Button variant="secondary" size="sm" disabled={!query.data.hasMore} onClick={() => setFilter({ ...filter, page: filter.page + 1 })}>{t('admin.users.next')}</Button>
          </nav>
        </>
      )}
    </div>
  );
}
