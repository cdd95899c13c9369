import '@/i18n/members/register';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { deleteAccountSchema, type DeleteAccountInput } from '@starshelf/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useDeleteAccount } from '../api/account';
import { CallFailure, CurrentPasswordField, markWrongCurrentPassword } from './current-password';
import { SettingsSection } from './settings-section';

/** What erasure takes with it, named in the dialog before the member confirms. */
const WHAT_GOES = ['account', 'ratings', 'reviews', 'readingList', 'newsletter', 'sessions'] as const;

function DeleteAccountDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { toast } = useToast();
  const erase = useDeleteAccount(() => {
    toast({ title: t('account.deleted'), variant: 'success' });
    void navigate(paths.home.href(), { replace: true });
  });
  const { register, handleSubmit, formState, setError } = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { currentPassword: '' },
  });

  const onSubmit = handleSubmit((input) =>
    erase.mutate(input, {
      onError: markWrongCurrentPassword(setError),
    }),
  );

  return (
    <Dialog open={isOpen} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/60" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
        <DialogPanel className="w-full max-w-md rounded-2xl border border-line bg-bg p-6 shadow-2xl sm:p-8">
          <DialogTitle className="font-display text-2xl font-bold text-fg">{t('account.deleteDialogTitle')}</DialogTitle>
          <p className="mt-4 text-sm text-fg">{t('account.deleteWhatGoes')}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted">
            {WHAT_GOES.map((item) => <li key={item}>{t(`account.deleteItems.${item}`)}</li>)}
          </ul>
          <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
            <CurrentPasswordField field={register('currentPassword')} error={formState.errors.currentPassword} hint={t('account.deletePasswordHint')} />
            {/* CONFLICT: the last administrator may not leave (decision 074). */}
            <CallFailure error={erase.error} describe={(code) => (code === 'CONFLICT' ? t('account.deleteLastAdmin') : undefined)} />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={onClose}>{t('account.cancel')}</Button>
              <Button type="submit" variant="danger" disabled={erase.isPending}>{t('account.deleteConfirm')}</Button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

export function DeleteAccountSection() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <SettingsSection id="delete" title={t('account.deleteTitle')} isDanger>
      <p className="mb-4 text-sm text-muted">{t('account.deleteBody')}</p>
      <Button variant="danger" onClick={() => setOpen(true)}>{t('account.deleteOpen')}</Button>
      {/* Mounted only while open, so a cancelled attempt leaves no typed password or error behind. */}
      {isOpen && <DeleteAccountDialog isOpen onClose={() => setOpen(false)} />}
    </SettingsSection>
  );
}
