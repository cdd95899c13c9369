import type { ImportReport } from '@starshelf/contract';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/use-locale';

// An older export repairs two cells a row: the table shows the first ones, the count says how many.
const REPAIRED_SHOWN = 100;

/** The cells the import read leniently (an ISBN written ="…" unquoted, a quote not doubled): row, column, how. */
export function RepairedCells({ cells }: { cells: ImportReport['repaired'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale);
  const shown = cells.slice(0, REPAIRED_SHOWN);
  return (
    <section aria-labelledby="import-repaired" className="space-y-2">
      <h4 id="import-repaired" className="font-semibold text-fg">{t('import.repairedTitle')} ({number.format(cells.length)})</h4>
      <p className="text-sm text-muted">{t('import.repairedIntro')}</p>
      <div className="max-h-72 overflow-auto rounded-xl border border-line">
        <table className="w-full text-left text-sm">
          <thead className="sticky top-0 bg-raised text-xs text-muted">
            <tr>
              <th scope="col" className="px-3 py-2">{t('import.columns.row')}</th>
              <th scope="col" className="px-3 py-2">{t('import.columns.column')}</th>
              <th scope="col" className="px-3 py-2">{t('import.columns.what')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((cell) => (
              <tr key={`${cell.row}-${cell.column}`} className="border-t border-line">
                <td className="px-3 py-2 tabular-nums text-muted">{number.format(cell.row)}</td>
                <td className="px-3 py-2 text-fg">{cell.column}</td>
                <td className="px-3 py-2 text-muted">{t(`import.repair.${cell.what}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {cells.length > shown.length && <p className="text-xs text-muted">{t('import.repairedMore', { shown: shown.length, total: cells.length })}</p>}
    </section>
  );
}
