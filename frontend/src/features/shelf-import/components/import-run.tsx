import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/states';
import { isApiError } from '@/lib/api/api-error';
import { importKeys, useImportReport } from '../api/imports';
import { ImportProgress } from './import-progress';
import { ImportReportView } from './import-report';

/** One import from upload to report: polls its status, then shows the outcome. */
export function ImportRun({ id, onAgain }: { id: string; onAgain: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useImportReport(id);
  const report = status.data;
  const isDone = report?.status === 'done';

  // The list, ratings and averages all changed at once: every cached page of them is stale now
  // (as after any community change), except the user and this finished report.
  useEffect(() => {
    if (!isDone) return;
    void queryClient.invalidateQueries({ predicate: ({ queryKey: [scope] }) => scope !== 'auth' && scope !== importKeys.all[0] });
  }, [isDone, queryClient]);

  // A remembered import that is gone or belongs to someone else (another member signed in in this
  // tab) is not an error to retry: back to the form.
  const isGone = isApiError(status.error) && status.error.status === 404;
  useEffect(() => {
    if (isGone) onAgain();
  }, [isGone, onAgain]);

  const retry = () => void status.refetch();
  if (report?.status === 'done') return <ImportReportView report={report} onAgain={onAgain} />;
  if (report?.status === 'failed') {
    return (
      <div role="alert" className="space-y-4">
        <p className="text-sm text-danger">{t('import.failed')}</p>
        <Button variant="secondary" onClick={onAgain}>{t('import.again')}</Button>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <ImportProgress report={report} />
      {status.isError && <ErrorState error={status.error} title={t('import.pollFailed')} onRetry={retry} />}
    </div>
  );
}
