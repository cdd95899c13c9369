import '@/i18n/members/register';
import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MESSAGES, changeEmailSchema, type ChangeEmailInput } from '@starshelf/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, TextInput } from '@/components/ui/form-field';
import { translateMessage } from '@/lib/validation-message';
import { useChangeEmail } from '../api/account';
import { CallFailure, CurrentPasswordField, markWrongCurrentPassword } from './current-password';
import { FormNotice, SettingsSection } from './settings-section';

const EMPTY: ChangeEmailInput = { email: '', currentPassword: '' };

/** The address changes only when the link sent to the new one is opened (/confirm-email). */
export function ChangeEmailSection({ currentEmail }: { currentEmail: string | null }) {
  const { t } = useTranslation();
  const change = useChangeEmail();
  const { register, handleSubmit, formState, reset, setError } = useForm<ChangeEmailInput>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: EMPTY,
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((input) => {
    if (input.email === currentEmail?.toLowerCase()) {
      setError('email', { type: 'same', message: ACCOUNT_MESSAGES.sameEmail });
      return;
    }
    change.mutate(input, {
      onSuccess: () => reset(EMPTY),
      onError: markWrongCurrentPassword(setError),
    });
  });

  return (
    <SettingsSection id="email" title={t('account.emailTitle')}>
      {currentEmail && <p className="mb-4 text-sm text-muted">{t('account.currentEmail', { email: currentEmail })}</p>}
      <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
        <Field label={t('account.newEmail')} error={translateMessage(t, errors.email?.message)}>
          <TextInput type="email" autoComplete="email" isInvalid={Boolean(errors.email)} {...register('email')} />
        </Field>
        <CurrentPasswordField field={register('currentPassword')} error={errors.currentPassword} />
        {change.isSuccess && <FormNotice tone="success">{t('account.emailSent', { email: change.variables.email })}</FormNotice>}
        <CallFailure error={change.error} />
        <Button type="submit" disabled={change.isPending}>{t('account.emailSubmit')}</Button>
      </form>
    </SettingsSection>
  );
}
