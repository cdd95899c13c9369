import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import type { ReadingStatus } from '@starshelf/contract';
import { useChangeReadingList } from '@/lib/api/community';
import { cn } from '@/lib/cn';

// Local copy of the contract's tuple: the control rides on book cards of the start page, which must not pull zod in.
const READING_STATUSES: readonly ReadingStatus[] = ['to_read', 'reading', 'read'];

type Props = { bookId: number; status: ReadingStatus | null | undefined; isCompact?: boolean; className?: string };

/** Add (as to-read), change the status or remove: the same control on cards, the modal, detail and profile. */
export function ReadingListControl({ bookId, status, isCompact = false, className }: Props) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const change = useChangeReadingList();
  const failed = (description: string) => () => toast({ title: t('bookModal.error'), description, variant: 'destructive' });

  if (!status) {
    return (
      <Button
        size="sm"
        variant={isCompact ? 'secondary' : 'primary'}
        className={className}
        disabled={change.isPending}
        onClick={() =>
          change.mutate(
            { action: 'add', bookId },
            {
              onSuccess: () => toast({ title: t('bookModal.successAdded'), description: t('bookModal.addedToList'), variant: 'success' }),
              onError: failed(t('bookModal.addListError')),
            },
          )
        }
      >
        + {t('bookModal.addToList')}
      </Button>
    );
  }

  return (
    <div className={cn('flex items-center gap-2', className)}>
      <select
        aria-label={t('readingList.statusLabel')}
        value={status}
        disabled={change.isPending}
        onChange={(event) =>
          change.mutate(
            { action: 'update', bookId, status: event.target.value as ReadingStatus },
            {
              onSuccess: () => toast({ title: t('readingList.updated'), variant: 'success' }),
              onError: failed(t('readingList.updateError')),
            },
          )
        }
        className={cn('rounded-lg border border-line bg-surface px-2 text-sm text-fg', isCompact ? 'h-8' : 'h-9')}
      >
        {READING_STATUSES.map((value) => (
          <option key={value} value={value}>{t(`books.statuses.${value}`)}</option>
        ))}
      </select>
      <Button
        size="sm"
        variant="ghost"
        disabled={change.isPending}
        aria-label={t('readingList.remove')}
        title={t('readingList.remove')}
        onClick={() =>
          change.mutate(
            { action: 'remove', bookId },
            { onSuccess: () => toast({ title: t('readingList.removed'), variant: 'success' }), onError: failed(t('readingList.removeError')) },
          )
        }
      >
        ✕{!isCompact && <span>{t('readingList.remove')}</span>}
      </Button>
    </div>
  );
}
