import { MODERATION_ACTIONS, type ModerationAction } from '@starshelf/contract';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useCurrentUser } from '@/lib/auth/get-current-user';
import { EMPTY_USERS_FILTER, useAdminUsers, USERS_PAGE_SIZE, type AdminUsersFilter } from '../api/users';
import { ModerateUsersDialog } from './moderate-users-dialog';
import { SelectionBar } from './users-selection-bar';
import { UserRow } from './user-row';
import { UsersFilters } from './users-filters';
import { useUserSelection } from './use-user-selection';

export function UsersAdmin() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<AdminUsersFilter>(EMPTY_USERS_FILTER);
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<ModerationAction | null>(null);
  const selection = useUserSelection();
  const applied = useDeferredValue(filter);
  const query = useAdminUsers(applied, page);
  const me = useCurrentUser().data;
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / USERS_PAGE_SIZE));
  const pageIds = query.data?.items.map((user) => user.id) ?? [];
  const isPageSelected = pageIds.length > 0 && pageIds.every((id) => selection.ids.has(id));

  const changeFilter = (next: AdminUsersFilter) => {
    setFilter(next);
    setPage(1);
    // A selection belongs to the filter it was made under: acting on members no longer shown would surprise.
    selection.clear();
  };

  return (
    <div className="space-y-6">
      <PageHeader title={t('admin.users.title')} subtitle={t('admin.users.subtitle')} />
      <UsersFilters filter={filter} onChange={changeFilter} />
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState title={t('admin.users.empty')} />
      ) : (
        <>
          <SelectionBar filter={applied} total={query.data.total} selection={selection} onAction={setAction} actions={MODERATION_ACTIONS} />
          <Card className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-line text-muted">
                <tr>
                  <th className="py-3 pr-2 pl-4">
                    <input
                      type="checkbox"
                      checked={isPageSelected}
                      onChange={(event) => selection.setMany(pageIds, event.target.checked)}
                      aria-label={t('admin.users.selectPage')}
                      className="size-4 accent-accent"
                    />
                  </th>
                  <th className="px-4 py-3 font-medium">{t('admin.users.name')}</th>
                  <th className="px-4 py-3 font-medium">{t('admin.users.role')}</th>
                  <th className="px-4 py-3 font-medium">{t('admin.users.status')}</th>
                  <th className="px-4 py-3 text-right font-medium">{t('admin.users.reviews')}</th>
                  <th className="px-4 py-3 font-medium">{t('admin.users.lastLogin')}</th>
                  <th className="px-4 py-3 font-medium">{t('admin.users.joined')}</th>
                  <th className="px-4 py-3" />
                </tr>
              </thead>
              <tbody>
                {query.data.items.map((user) => (
                  <UserRow
                    key={user.id}
                    user={user}
                    isSelf={me != null && String(me.id) === user.id}
                    isSelected={selection.ids.has(user.id)}
                    onSelect={(isSelected) => selection.setMany([user.id], isSelected)}
                  />
                ))}
              </tbody>
            </table>
          </Card>
          <nav aria-label={t('admin.users.pages')} className="flex items-center justify-end gap-3 text-sm">
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('admin.users.previous')}
            </Button>
            <span className="text-muted">{t('admin.users.page', { page, pages })}</span>
            <Button variant="secondary" size="sm" disabled={!query.data.hasMore} onClick={() => setPage(page + 1)}>
              {t('admin.users.next')}
            </Button>
          </nav>
        </>
      )}
      {action && (
        <ModerateUsersDialog action={action} userIds={[...selection.ids]} onClose={() => setAction(null)} onDone={selection.clear} />
      )}
    </div>
  );
}
