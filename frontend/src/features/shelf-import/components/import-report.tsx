import { REVIEW_MAX_LENGTH, type ImportReport } from '@starshelf/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses, Button } from '@/components/ui/button';
import { FactList } from '@/components/ui/fact-list';
import { paths } from '@/config/paths';
import { useLocale } from '@/lib/use-locale';
import { RepairedCells } from './repaired-cells';

// A 20,000-row file may miss thousands of books: the table shows the first ones, the count says how many.
const UNMATCHED_SHOWN = 100;

function UnmatchedRows({ rows }: { rows: ImportReport['unmatched'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale);
  const shown = rows.slice(0, UNMATCHED_SHOWN);
  return (
    <section aria-labelledby="import-unmatched" className="space-y-2">
      <h4 id="import-unmatched" className="font-semibold text-fg">{t('import.unmatchedTitle')} ({number.format(rows.length)})</h4>
      <p className="text-sm text-muted">{t('import.unmatchedIntro')}</p>
      <div className="max-h-96 overflow-auto rounded-xl border border-line">
        <table className="w-full text-left text-sm">
          <thead className="sticky top-0 bg-raised text-xs text-muted">
            <tr>
              <th scope="col" className="px-3 py-2">{t('import.columns.row')}</th>
              <th scope="col" className="px-3 py-2">{t('import.columns.title')}</th>
              <th scope="col" className="px-3 py-2">{t('import.columns.author')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.row} className="border-t border-line">
                <td className="px-3 py-2 tabular-nums text-muted">{number.format(row.row)}</td>
                <td className="px-3 py-2 text-fg">{row.title}</td>
                <td className="px-3 py-2 text-muted">{row.author}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > shown.length && <p className="text-xs text-muted">{t('import.unmatchedMore', { shown: shown.length, total: rows.length })}</p>}
    </section>
  );
}

function SkippedRows({ problems }: { problems: ImportReport['problems'] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="import-problems" className="space-y-2">
      <h4 id="import-problems" className="font-semibold text-fg">{t('import.problemsTitle')}</h4>
      <ul className="list-disc space-y-1 pl-5 text-sm text-muted">
        {/* A row may hold two problems (a book not finished whose review has no rating). */}
        {problems.map((problem) => (
          <li key={`${problem.row}-${problem.reason}`}>
            {t('import.problem', { row: problem.row, reason: t(`import.rowProblem.${problem.reason}`, { maxLength: REVIEW_MAX_LENGTH }) })}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The finished import: what it found and added, what it could not place, and what it read leniently. */
export function ImportReportView({ report, onAgain }: { report: ImportReport; onAgain: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale);
  const facts = [
    [t('import.summary.total'), number.format(report.total)],
    [t('import.summary.matched'), number.format(report.matched)],
    [t('import.summary.readingList'), number.format(report.created.readingList)],
    [t('import.summary.ratings'), number.format(report.created.ratings)],
    [t('import.summary.reviews'), number.format(report.created.reviews)],
    [t('import.summary.alreadyThere'), number.format(report.alreadyThere)],
  ] as const;
  return (
    <div className="space-y-6" data-testid="import-report">
      <h3 className="font-display text-lg font-semibold text-fg">{t('import.doneTitle')}</h3>
      <FactList facts={facts} className="sm:grid-cols-3" />
      {report.unmatched.length > 0 ? <UnmatchedRows rows={report.unmatched} /> : <p className="text-sm text-success">{t('import.allMatched')}</p>}
      {report.problems.length > 0 && <SkippedRows problems={report.problems} />}
      {report.repaired.length > 0 && <RepairedCells cells={report.repaired} />}
      <div className="flex flex-wrap gap-3">
        <Link to={paths.profile.href('reading')} className={buttonClasses('primary')}>{t('import.toReadingList')}</Link>
        <Button variant="ghost" onClick={onAgain}>{t('import.again')}</Button>
      </div>
    </div>
  );
}
