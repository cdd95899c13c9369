import type { ImportReport } from '@starshelf/contract';
import { useTranslation } from 'react-i18next';
import { ReportRows } from './report-rows';

/** The cells the import read leniently (an ISBN written ="…" unquoted, a quote not doubled): row, column, how. */
export function RepairedCells({ cells }: { cells: ImportReport['repaired'] }) {
  const { t } = useTranslation();
  return (
    <ReportRows
      id="import-repaired"
      title={t('import.repairedTitle')}
      intro={t('import.repairedIntro')}
      headings={[t('import.columns.row'), t('import.columns.column'), t('import.columns.what')]}
      rows={cells}
      rowKey={(cell) => `${cell.row}-${cell.column}`}
      cells={(cell, formatNumber) => [formatNumber(cell.row), cell.column, t(`import.repair.${cell.what}`)]}
      more={(shown, total) => t('import.repairedMore', { shown, total })}
      heightClass="max-h-72"
    />
  );
}
