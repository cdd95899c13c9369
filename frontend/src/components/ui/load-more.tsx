import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Spinner } from './spinner';

type LoadMoreProps = { shown: number; total: number; hasMore: boolean; isLoading: boolean; onLoadMore: () => void };

export function LoadMore({ shown, total, hasMore, isLoading, onLoadMore }: LoadMoreProps) {
  const { t } = useTranslation();
  return (
    <div className="mt-10 flex flex-col items-center gap-3">
      <p className="text-sm text-muted" aria-live="polite">
        {t('common.showing', { shown, total })}
      </p>
      {hasMore && (
        <Button variant="secondary" onClick={onLoadMore} disabled={isLoading}>
          {isLoading && <Spinner className="size-4" />}
          {t('common.loadMore')}
        </Button>
      )}
    </div>
  );
}
