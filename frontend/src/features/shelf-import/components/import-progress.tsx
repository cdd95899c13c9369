import type { ImportReport } from '@starshelf/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The running import: a native progress bar named by its heading, with the counts both shown and
 * given as its value text. Until the job has counted the rows (queued), the bar is indeterminate.
 */
export function ImportProgress({ report }: { report: ImportReport | undefined }) {
  const { t } = useTranslation();
  const titleId = useId();
  const isCounting = report !== undefined && report.total > 0;
  const label = isCounting ? t('import.progress', { processed: report.processed, total: report.total }) : t('import.queued');
  return (
    <div className="space-y-2">
      <p id={titleId} className="font-semibold text-fg">{t('import.progressTitle')}</p>
      <progress
        aria-labelledby={titleId}
        aria-valuetext={label}
        value={isCounting ? report.processed : undefined}
        max={isCounting ? report.total : undefined}
        className="h-3 w-full appearance-none overflow-hidden rounded-full bg-raised [&::-moz-progress-bar]:bg-accent [&::-webkit-progress-bar]:bg-raised [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-accent"
      />
      <p className="text-sm text-muted tabular-nums">{label}</p>
    </div>
  );
}
