import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { reviewHideSchema, type ReviewHideBody } from '@starshelf/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, TextArea } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api/api-error';
import { refOf, useHideReview, type ModeratedReview } from '../api/moderation';

type Props = { review: ModeratedReview; suggestedReason: string; onClose: () => void };

/** Hiding needs a reason: the review's author reads it beside the hidden text, and the audit keeps it. */
export function HideReviewDialog({ review, suggestedReason, onClose }: Props) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const hide = useHideReview();
  const { register, handleSubmit, formState } = useForm<ReviewHideBody>({
    resolver: zodResolver(reviewHideSchema),
    defaultValues: { ...refOf(review), reason: suggestedReason },
  });
  const onSubmit = handleSubmit((body) =>
    hide.mutate(body, {
      onSuccess: () => {
        toast({ title: t('admin.moderation.hidden'), variant: 'success' });
        onClose();
      },
    }),
  );

  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/60" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
        <DialogPanel className="w-full max-w-lg rounded-2xl border border-line bg-bg p-6 shadow-2xl sm:p-8">
          <DialogTitle className="font-display text-2xl font-bold text-fg">{t('admin.moderation.hideTitle', { name: review.author.displayName })}</DialogTitle>
          <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
            <p className="text-sm text-muted">{t('admin.moderation.hideExplain')}</p>
            <Field label={t('admin.moderation.hideReason')} hint={t('admin.moderation.hideReasonHint')} error={formState.errors.reason ? t('admin.moderation.hideReasonRequired') : undefined}>
              <TextArea rows={3} isInvalid={Boolean(formState.errors.reason)} {...register('reason')} />
            </Field>
            {hide.isError && <p role="alert" className="text-sm text-danger">{isApiError(hide.error) ? t(`errors.${hide.error.code}`) : t('errors.UNKNOWN')}</p>}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={onClose}>{t('admin.moderation.cancel')}</Button>
              <Button type="submit" variant="danger" disabled={hide.isPending}>{t('admin.moderation.hideConfirm')}</Button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
