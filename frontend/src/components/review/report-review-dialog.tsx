import '@/i18n/reports/register';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { REPORT_NOTE_MAX_LENGTH, REPORT_REASONS, reviewReportSchema, type ReviewReportBody } from '@starshelf/contract';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, TextArea } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api/api-error';
import { useReportReview, type ReviewSubject } from './report-review-call';

type Props = { subject: ReviewSubject; authorId: string; authorName: string; onClose: () => void };

/** What the server's answer to a report means for the reporter (docs/api.md "Moderation"). */
function outcomeOf(error: unknown): 'already' | 'rateLimited' | 'failed' {
  if (isApiError(error) && error.code === 'CONFLICT') return 'already';
  if (isApiError(error) && error.code === 'RATE_LIMITED') return 'rateLimited';
  return 'failed';
}

/**
 * A member reports another member's review: a reason and an optional note. A second report of the
 * same review answers 409, which is no failure for the reporter: the review is already waiting.
 */
export function ReportReviewDialog({ subject, authorId, authorName, onClose }: Props) {
  const { t } = useTranslation();
  const report = useReportReview(subject, authorId);
  const { register, handleSubmit, formState, control } = useForm<ReviewReportBody>({
    resolver: zodResolver(reviewReportSchema),
    defaultValues: { note: '' },
  });
  const note = useWatch({ control, name: 'note' }) ?? '';
  const outcome = report.isError ? outcomeOf(report.error) : undefined;
  const isDone = report.isSuccess || outcome === 'already';
  const onSubmit = handleSubmit((body) => report.mutate(body));

  return (
    <Dialog open onClose={onClose} className="relative z-[60]">
      <div className="fixed inset-0 bg-black/60" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
        <DialogPanel className="w-full max-w-md rounded-2xl border border-line bg-bg p-6 shadow-2xl sm:p-8">
          <DialogTitle className="font-display text-2xl font-bold text-fg">
            {report.isSuccess ? t('report.sentTitle') : outcome === 'already' ? t('report.alreadyTitle') : t('report.title')}
          </DialogTitle>
          {isDone ? (
            <>
              <p role="status" className="mt-4 text-fg">{report.isSuccess ? t('report.sent') : t('report.already')}</p>
              <div className="mt-6 flex justify-end">
                <Button onClick={onClose}>{t('report.close')}</Button>
              </div>
            </>
          ) : (
            <form onSubmit={onSubmit} noValidate className="mt-4 space-y-5">
              <p className="text-sm text-muted">{t('report.intro', { name: authorName })}</p>
              <fieldset>
                <legend className="text-sm font-medium text-fg">{t('report.reason')}</legend>
                <div className="mt-2 space-y-2">
                  {REPORT_REASONS.map((reason) => (
                    <label key={reason} className="flex items-center gap-3 text-sm text-fg">
                      <input type="radio" value={reason} className="accent-accent" aria-invalid={Boolean(formState.errors.reason) || undefined} {...register('reason')} />
                      {t(`reviews.reasons.${reason}`)}
                    </label>
                  ))}
                </div>
                {formState.errors.reason && <p role="alert" className="mt-1 text-xs text-danger">{t('report.reasonRequired')}</p>}
              </fieldset>
              <Field
                label={t('report.note')}
                hint={t('report.noteHint', { count: note.length, max: REPORT_NOTE_MAX_LENGTH })}
                error={formState.errors.note ? t('report.noteTooLong', { max: REPORT_NOTE_MAX_LENGTH }) : undefined}
              >
                <TextArea rows={4} isInvalid={Boolean(formState.errors.note)} {...register('note')} />
              </Field>
              {outcome && <p role="alert" className="text-sm text-danger">{t(`report.${outcome}`)}</p>}
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <Button variant="secondary" onClick={onClose}>{t('report.cancel')}</Button>
                <Button type="submit" variant="danger" disabled={report.isPending}>{report.isPending ? t('report.sending') : t('report.submit')}</Button>
              </div>
            </form>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
