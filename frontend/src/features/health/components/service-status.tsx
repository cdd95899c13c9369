import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useHealth } from '../api/get-health';

const DOT = 'inline-block size-2.5 rounded-full';

export function ServiceStatus() {
  const { t } = useTranslation();
  const health = useHealth();

  return (
    <section
      aria-labelledby="service-status-title"
      className="rounded-xl border border-slate-800 bg-slate-900/60 p-5 shadow-sm"
    >
      <h2 id="service-status-title" className="text-sm font-semibold uppercase tracking-wide text-slate-400">
        {t('health.title')}
      </h2>
      <div role="status" aria-live="polite" className="mt-3 flex items-center gap-3">
        {health.isPending && (
          <>
            <Spinner className="size-4 text-amber-400" />
            <span>{t('health.checking')}</span>
          </>
        )}
        {health.isSuccess && (
          <>
            <span aria-hidden="true" className={`${DOT} bg-emerald-400`} />
            <span>{t('health.ok')}</span>
          </>
        )}
        {health.isError && (
          <>
            <span aria-hidden="true" className={`${DOT} bg-rose-500`} />
            <span>{t('health.error')}</span>
            <button
              type="button"
              onClick={() => void health.refetch()}
              className="ml-auto rounded-md border border-slate-700 px-3 py-1 text-sm hover:bg-slate-800 focus-visible:ring-2 focus-visible:ring-amber-400 focus-visible:outline-none"
            >
              {t('health.retry')}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
