import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { MODERATE_MAX_USERS, MODERATION_REASON_MAX_LENGTH, usersModerateSchema, type ModerationAction, type UsersModerateBody } from '@starshelf/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, TextArea } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api/api-error';
import { useModerateUsers, type ModerationResult } from '../api/users';
import { batches } from './use-user-selection';

/** The reason alone, as the moderation call validates it. */
const reasonFormSchema = usersModerateSchema.pick({ reason: true });
type ReasonForm = Pick<UsersModerateBody, 'reason'>;

type Props = { action: ModerationAction; userIds: readonly string[]; onClose: () => void; onDone: () => void };

/**
 * The confirmation of one bulk action: what it does, the reason the audit trail keeps, then the
 * server's account of what it did and what it skipped (administrators, oneself). A selection larger
 * than one call takes is sent in consecutive batches, still one action for the administrator.
 */
export function ModerateUsersDialog({ action, userIds, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const moderate = useModerateUsers();
  const [result, setResult] = useState<ModerationResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ReasonForm>({
    resolver: zodResolver(reasonFormSchema),
    defaultValues: { reason: '' },
  });
  const count = userIds.length;

  const onSubmit = handleSubmit(async ({ reason }) => {
    setFailure(null);
    const total: ModerationResult = { done: 0, skipped: [] };
    try {
      for (const batch of batches(userIds, MODERATE_MAX_USERS)) {
        const answer = await moderate.mutateAsync({ userIds: batch, action, reason });
        total.done += answer.done.length;
        total.skipped.push(...answer.skipped);
      }
      setResult(total);
      onDone();
    } catch (error) {
      // Batches already sent stay done; the count says how far it got.
      if (total.done > 0 || total.skipped.length > 0) setResult(total);
      setFailure(isApiError(error) ? t(`errors.${error.code}`) : t('errors.UNKNOWN'));
    }
  });

  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/60" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
        <DialogPanel className="w-full max-w-lg rounded-2xl border border-line bg-bg p-6 shadow-2xl sm:p-8">
          <DialogTitle className="font-display text-2xl font-bold text-fg">{t(`admin.bulk.confirmTitle.${action}`, { count })}</DialogTitle>
          {result ? (
            <div role="status" className="mt-4 space-y-3 text-sm">
              <p className="text-fg">{t('admin.bulk.result', { done: result.done, skipped: result.skipped.length })}</p>
              {result.skipped.length > 0 && (
                <ul className="max-h-48 list-disc space-y-1 overflow-y-auto pl-5 text-muted">
                  {result.skipped.map((skip) => (
                    <li key={skip.id}>{t('admin.bulk.skippedOne', { id: skip.id, reason: t(`admin.bulk.skipReasons.${skip.reason}`, { defaultValue: skip.reason }) })}</li>
                  ))}
                </ul>
              )}
              {failure && <p role="alert" className="text-danger">{failure}</p>}
              <div className="flex justify-end pt-2">
                <Button onClick={onClose}>{t('admin.bulk.close')}</Button>
              </div>
            </div>
          ) : (
            <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
              <p className="text-sm text-muted">{t(`admin.bulk.explain.${action}`)}</p>
              <Field label={t('admin.bulk.reason')} error={formState.errors.reason ? t('admin.bulk.reasonTooLong', { max: MODERATION_REASON_MAX_LENGTH }) : undefined} hint={t('admin.bulk.reasonHint')}>
                <TextArea rows={3} isInvalid={Boolean(formState.errors.reason)} {...register('reason')} />
              </Field>
              {failure && <p role="alert" className="text-sm text-danger">{failure}</p>}
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <Button variant="secondary" onClick={onClose}>{t('admin.bulk.cancel')}</Button>
                <Button type="submit" variant={action === 'unsuspend' ? 'primary' : 'danger'} disabled={formState.isSubmitting}>
                  {t(`admin.bulk.confirm.${action}`, { count })}
                </Button>
              </div>
            </form>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
