import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api/api-error';
import { Button } from './button';
import { Spinner } from './spinner';

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-16 text-muted">
      <Spinner className="size-8 text-accent" />
      <span>{label ?? t('common.loading')}</span>
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-line px-6 py-14 text-center">
      <p aria-hidden="true" className="text-3xl text-subtle">✦</p>
      <p className="mt-3 font-display text-lg font-semibold text-fg">{title}</p>
      {children && <div className="mt-2 text-sm text-muted">{children}</div>}
    </div>
  );
}

/** Names the failure in the reader's language (by the API's error code) and offers a retry. */
export function ErrorState({ error, title, onRetry }: { error?: unknown; title?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  const detail = isApiError(error) ? t(`errors.${error.code}`) : t('errors.UNKNOWN');
  return (
    <div role="alert" className="rounded-2xl border border-danger/40 bg-danger/5 px-6 py-10 text-center">
      <p className="font-display text-lg font-semibold text-fg">{title ?? t('common.errorTitle')}</p>
      <p className="mt-2 text-sm text-muted">{detail}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" className="mt-5" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}
