import type { ModerationAction } from '@starshelf/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api/api-error';
import { fetchMatchingUserIds, type AdminUsersFilter } from '../api/users';
import type { UserSelection } from './use-user-selection';

type Props = {
  filter: AdminUsersFilter;
  total: number;
  selection: UserSelection;
  actions: readonly ModerationAction[];
  onAction: (action: ModerationAction) => void;
};

/** How many are ticked, "select all N matching" across pages, and the bulk actions on them. */
export function SelectionBar({ filter, total, selection, actions, onAction }: Props) {
  const { t } = useTranslation();
  const [isLoading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [cappedAt, setCappedAt] = useState<number | null>(null);
  const count = selection.ids.size;

  const selectAllMatching = async () => {
    setLoading(true);
    setFailure(null);
    try {
      const matching = await fetchMatchingUserIds(filter);
      selection.replace(matching.ids);
      // One call takes at most MODERATE_MAX_USERS: a larger wave is handled in rounds.
      setCappedAt(matching.truncated ? matching.total : null);
    } catch (error) {
      setFailure(isApiError(error) ? t(`errors.${error.code}`) : t('errors.UNKNOWN'));
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface px-4 py-3 text-sm" aria-live="polite">
      <span className="font-medium text-fg">
        {count > 0 ? t('admin.users.selected', { count }) : t('admin.users.total', { count: total })}
      </span>
      {count < total && (
        <Button variant="secondary" size="sm" disabled={isLoading} onClick={() => void selectAllMatching()}>
          {t('admin.users.selectAllMatching', { count: total })}
        </Button>
      )}
      {count > 0 && (
        <Button variant="ghost" size="sm" onClick={selection.clear}>{t('admin.users.clearSelection')}</Button>
      )}
      {failure && <span role="alert" className="text-danger">{failure}</span>}
      {cappedAt !== null && count > 0 && <span className="text-muted">{t('admin.users.selectionCapped', { count, total: cappedAt })}</span>}
      {count > 0 && (
        <div className="ml-auto flex flex-wrap gap-2">
          {actions.map((action) => (
            <Button key={action} variant={action === 'unsuspend' ? 'secondary' : 'danger'} size="sm" onClick={() => onAction(action)}>
              {t(`admin.bulk.actions.${action}`, { count })}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
