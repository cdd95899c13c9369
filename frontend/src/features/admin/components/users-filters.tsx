import { USER_STATUSES, ROLES } from '@starshelf/contract';
import { useTranslation } from 'react-i18next';
import { INPUT_CLASSES } from '@/components/ui/form-field';
import type { AdminUsersFilter } from '../api/users';

type Props = { filter: AdminUsersFilter; onChange: (filter: AdminUsersFilter) => void };

const LABEL = 'flex flex-col gap-1 text-xs font-medium text-subtle';

/** The users screen's filters: text, role, status and the creation period (a wave of sign-ups). */
export function UsersFilters({ filter, onChange }: Props) {
  const { t } = useTranslation();
  const set = <Key extends keyof AdminUsersFilter>(key: Key, value: AdminUsersFilter[Key]) => onChange({ ...filter, [key]: value });
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(14rem,2fr)_repeat(4,minmax(9rem,1fr))]">
      <div className="flex flex-col gap-1">
        <label className={LABEL}>
          {t('admin.users.search')}
          <input type="search" value={filter.q} onChange={(event) => set('q', event.target.value)} placeholder={t('admin.users.searchPlaceholder')} className={`${INPUT_CLASSES} mt-0`} />
        </label>
        <label className="flex items-center gap-2 text-xs text-muted">
          <input type="checkbox" checked={filter.reviewText} onChange={(event) => set('reviewText', event.target.checked)} className="size-4 accent-accent" />
          {t('admin.users.searchReviews')}
        </label>
      </div>
      <label className={LABEL}>
        {t('admin.users.role')}
        <select value={filter.role} onChange={(event) => set('role', event.target.value as AdminUsersFilter['role'])} className={`${INPUT_CLASSES} mt-0`}>
          <option value="">{t('admin.users.allRoles')}</option>
          {ROLES.map((role) => <option key={role} value={role}>{t(`admin.roles.${role}`)}</option>)}
        </select>
      </label>
      <label className={LABEL}>
        {t('admin.users.status')}
        <select value={filter.status} onChange={(event) => set('status', event.target.value as AdminUsersFilter['status'])} className={`${INPUT_CLASSES} mt-0`}>
          <option value="">{t('admin.users.allStatuses')}</option>
          {USER_STATUSES.map((status) => <option key={status} value={status}>{t(`admin.users.statuses.${status}`)}</option>)}
        </select>
      </label>
      <label className={LABEL}>
        {t('admin.users.createdAfter')}
        <input type="date" value={filter.createdAfter} max={filter.createdBefore || undefined} onChange={(event) => set('createdAfter', event.target.value)} className={`${INPUT_CLASSES} mt-0`} />
      </label>
      <label className={LABEL}>
        {t('admin.users.createdBefore')}
        <input type="date" value={filter.createdBefore} min={filter.createdAfter || undefined} onChange={(event) => set('createdBefore', event.target.value)} className={`${INPUT_CLASSES} mt-0`} />
      </label>
    </div>
  );
}
