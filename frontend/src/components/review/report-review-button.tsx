import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { ReviewSubject } from './report-review-call';

// The dialog, its form code and its strings load when a reader first opens it.
const ReportReviewDialog = lazy(() => import('./report-review-dialog').then((module) => ({ default: module.ReportReviewDialog })));

type Props = { subject: ReviewSubject; authorId: string; authorName: string; className?: string };

/** The "Report" action under another member's review (signed-in readers only, never on one's own). */
export function ReportReviewButton({ subject, authorId, authorName, className }: Props) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('reviews.reportOf', { name: authorName })}
        aria-haspopup="dialog"
        className={cn('rounded text-xs font-medium text-subtle hover:text-danger hover:underline focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none', className)}
      >
        ⚑ {t('reviews.report')}
      </button>
      {/* Mounted only while open: a closed dialog keeps no half-typed note or earlier outcome. */}
      {isOpen && (
        <Suspense fallback={null}>
          <ReportReviewDialog subject={subject} authorId={authorId} authorName={authorName} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
