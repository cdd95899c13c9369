import { REVIEW_MAX_LENGTH, type ImportReport } from '@starshelf/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses, Button } from '@/components/ui/button';
import { FactList } from '@/components/ui/fact-list';
import { paths } from '@/config/paths';
import { useLocale } from '@/lib/use-locale';
import { RepairedCells } from './repaired-cells';
import { ReportRows } from './report-rows';

function UnmatchedRows({ rows }: { rows: ImportReport['unmatched'] }) {
  const { t } = useTranslation();
  return (
    <ReportRows
      id="import-unmatched"
      title={t('import.unmatchedTitle')}
      intro={t('import.unmatchedIntro')}
      headings={[t('import.columns.row'), t('import.columns.title'), t('import.columns.author')]}
      rows={rows}
      rowKey={(row) => String(row.row)}
      cells={(row, formatNumber) => [formatNumber(row.row), row.title, row.author]}
      more={(shown, total) => t('import.unmatchedMore', { shown, total })}
      heightClass="max-h-96"
    />
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
