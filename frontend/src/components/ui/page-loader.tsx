import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';

/** What a lazily loaded page (or a page's data) shows meanwhile (docs/rules.md §2). */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-muted">
      <Spinner className="size-8 text-accent" />
      <span>{t('common.loading')}</span>
    </div>
  );
}
