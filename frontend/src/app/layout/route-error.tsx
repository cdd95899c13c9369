import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { usePageHead } from '@/lib/page-head/page-head';
import { ChunkLoadError } from '../lazy-page';

/** A page that failed to load (usually a stale chunk after a deploy) offers a reload. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  usePageHead({ title: t('loadError.title') });
  return (
    <div role="alert" className="mx-auto max-w-lg py-20 text-center">
      <h1 className="font-display text-2xl font-bold text-fg">{t('loadError.title')}</h1>
      <p className="mt-3 text-muted">{error instanceof ChunkLoadError ? t('loadError.body') : t('errors.UNKNOWN')}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>{t('loadError.reload')}</Button>
    </div>
  );
}
