import { ROLES, type Role } from '@starshelf/contract';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { INPUT_CLASSES, SearchField } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api/api-error';
import { useCurrentUser } from '@/lib/auth/get-current-user';
import { useLocale } from '@/lib/use-locale';
import { useAdminUsers, useUpdateAdminUser, USERS_PAGE_SIZE, type AdminUser } from '../api/users';

export function UsersAdmin() {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [page, setPage] = useState(1);
  const search = useDeferredValue(q);
  const query = useAdminUsers({ q: search, role, page });
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / USERS_PAGE_SIZE));

  return (
    <div className="space-y-6">
      <PageHeader title={t('admin.users.title')} subtitle={t('admin.users.subtitle')} />
      <div className="grid max-w-2xl gap-3 sm:grid-cols-[1fr_14rem]">
        <SearchField
          label={t('admin.users.search')}
          value={q}
          onValueChange={(value) => {
            setQ(value);
            setPage(1);
          }}
          className="mt-0"
        />
        <select
          aria-label={t('admin.users.role')}
          value={role}
          onChange={(event) => {
            setRole(event.target.value as Role | '');
            setPage(1);
          }}
          className={`${INPUT_CLASSES} mt-0`}
        >
          <option value="">{t('admin.users.allRoles')}</option>
          {ROLES.map((option) => (
            <option key={option} value={option}>
              {t(`admin.roles.${option}`)}
            </option>
          ))}
        </select>
      </div>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState title={t('admin.users.empty')} />
      ) : (
        <>
          <p className="text-sm text-muted">{t('admin.users.total', { count: query.data.total })}</p>
          <Card className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-line text-muted">
                <tr>
                  <th className="px-4 py-3 font-medium">{t('admin.users.name')}</th>
                  <th className="px-4 py-3 font-medium">{t('admin.users.role')}</th>
                  <th className="px-4 py-3 font-medium">{t('admin.users.status')}</th>
                  <th className="px-4 py-3 font-medium">{t('admin.users.lastLogin')}</th>
                  <th className="px-4 py-3 font-medium">{t('admin.users.joined')}</th>
                  <th className="px-4 py-3" />
                </tr>
              </thead>
              <tbody>
                {query.data.items.map((user) => (
                  <UserRow key={user.id} user={user} />
                ))}
              </tbody>
            </table>
          </Card>
          <nav className="flex items-center justify-end gap-3 text-sm">
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
    </div>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { toast } = useToast();
  const me = useCurrentUser().data;
  const update = useUpdateAdminUser();
  // The server refuses it too; the controls only spare the administrator a round trip.
  const isSelf = me !== undefined && me !== null && String(me.id) === user.id;
  const date = (value: string | null) => (value ? new Date(value).toLocaleDateString(locale) : t('admin.users.never'));

  const change = (patch: { role?: Role; disabled?: boolean }) =>
    update.mutate(
      { id: user.id, ...patch },
      {
        onSuccess: () => toast({ title: t('admin.users.saved'), variant: 'success' }),
        onError: (error) =>
          toast({ title: isApiError(error) && error.code === 'CONFLICT' ? t('admin.users.selfProtected') : t('admin.error'), variant: 'destructive' }),
      },
    );

  return (
    <tr className="border-b border-line/60 last:border-0">
      <td className="px-4 py-3">
        <div className="font-medium text-fg">
          {user.displayName} {isSelf && <span className="text-muted">{t('admin.users.you')}</span>}
        </div>
        <div className="text-muted">{user.email}</div>
      </td>
      <td className="px-4 py-3">
        <select
          aria-label={`${t('admin.users.role')}: ${user.displayName}`}
          value={user.role}
          disabled={isSelf || update.isPending}
          onChange={(event) => change({ role: event.target.value as Role })}
          className={`${INPUT_CLASSES} mt-0 w-auto py-1`}
        >
          {ROLES.map((option) => (
            <option key={option} value={option}>
              {t(`admin.roles.${option}`)}
            </option>
          ))}
        </select>
      </td>
      <td className="px-4 py-3">
        <span className={user.disabled ? 'text-danger' : 'text-fg'}>{user.disabled ? t('admin.users.disabled') : t('admin.users.active')}</span>
        <div className="text-xs text-muted">{user.verified ? t('admin.users.verified') : t('admin.users.unverified')}</div>
      </td>
      <td className="px-4 py-3 text-muted">{date(user.lastLoginAt)}</td>
      <td className="px-4 py-3 text-muted">{date(user.createdAt)}</td>
      <td className="px-4 py-3 text-right">
        <Button
          variant={user.disabled ? 'secondary' : 'danger'}
          size="sm"
          disabled={isSelf || update.isPending}
          onClick={() => change({ disabled: !user.disabled })}
          aria-label={`${user.disabled ? t('admin.users.enable') : t('admin.users.disable')}: ${user.displayName}`}
        >
          {user.disabled ? t('admin.users.enable') : t('admin.users.disable')}
        </Button>
      </td>
    </tr>
  );
}
