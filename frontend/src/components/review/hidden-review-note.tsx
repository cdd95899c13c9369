import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/**
 * What the author of a hidden review reads beside it (docs/rules.md "Moderation"): that an
 * administrator hid it, why, and that nobody else reads it.
 */
export function HiddenReviewNote({ reason, className }: { reason: string | null; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="note" className={cn('rounded-lg border border-danger/40 bg-danger/5 px-3 py-2 text-sm', className)}>
      <p className="font-semibold text-danger">{t('reviews.hidden')}</p>
      {reason && <p className="text-fg">{t('reviews.hiddenReason', { reason })}</p>}
      <p className="text-xs text-muted">{t('reviews.hiddenNote')}</p>
    </div>
  );
}
