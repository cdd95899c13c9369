import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';

/** What a lazily loaded page shows until its code arrives (SPEC.md §2). */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-slate-400">
      <Spinner className="size-8 text-amber-400" />
      <span>{t('common.loading')}</span>
    </div>
  );
}
