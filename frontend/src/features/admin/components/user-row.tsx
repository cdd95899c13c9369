import { ROLES, type Role } from '@starshelf/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { INPUT_CLASSES } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api/api-error';
import { useLocale } from '@/lib/use-locale';
import { useUpdateAdminUser, type AdminUser } from '../api/users';

type Props = { user: AdminUser; isSelf: boolean; isSelected: boolean; onSelect: (isSelected: boolean) => void };

const STATUS_CLASSES = { active: 'text-fg', suspended: 'text-danger', unverified: 'text-muted' } as const;

export function UserRow({ user, isSelf, isSelected, onSelect }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { toast } = useToast();
  const update = useUpdateAdminUser();
  // Disabling is the suspension (docs/rules.md "Moderation"): the row names it as the bulk actions do.
  const actionLabel = user.disabled ? t('admin.bulk.actions.unsuspend') : t('admin.bulk.actions.suspend');
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
      <td className="py-3 pr-2 pl-4">
        <input
          type="checkbox"
          checked={isSelected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={t('admin.users.select', { name: user.displayName })}
          className="size-4 accent-accent"
        />
      </td>
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
          // The server refuses it too; the control only spares the administrator a round trip.
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
        <span className={STATUS_CLASSES[user.status]}>{t(`admin.users.statuses.${user.status}`)}</span>
      </td>
      <td className="px-4 py-3 text-right text-muted tabular-nums">{user.reviewCount}</td>
      <td className="px-4 py-3 text-muted">{date(user.lastLoginAt)}</td>
      <td className="px-4 py-3 text-muted">{date(user.createdAt)}</td>
      <td className="px-4 py-3 text-right">
        <Button
          variant={user.disabled ? 'secondary' : 'danger'}
          size="sm"
          disabled={isSelf || update.isPending}
          onClick={() => change({ disabled: !user.disabled })}
          aria-label={`${actionLabel}: ${user.displayName}`}
        >
          {actionLabel}
        </Button>
      </td>
    </tr>
  );
}
