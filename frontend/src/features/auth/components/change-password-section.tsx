import '@/i18n/members/register';
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema, type ChangePasswordInput } from '@starshelf/contract';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useChangePassword } from '../api/account';
import { NewPasswordFields } from './new-password-fields';
import { CallFailure, CurrentPasswordField, markWrongCurrentPassword } from './current-password';
import { FormNotice, SettingsSection } from './settings-section';

const EMPTY: ChangePasswordInput = { currentPassword: '', password: '', confirmPassword: '' };

export function ChangePasswordSection() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const { register, handleSubmit, control, formState, reset, setError } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const [password, confirmPassword] = useWatch({ control, name: ['password', 'confirmPassword'] });
  const { errors } = formState;

  const onSubmit = handleSubmit((input) =>
    change.mutate(input, {
      onSuccess: () => reset(EMPTY),
      onError: markWrongCurrentPassword(setError),
    }),
  );

  return (
    <SettingsSection id="password" title={t('account.passwordTitle')}>
      <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
        <CurrentPasswordField field={register('currentPassword')} error={errors.currentPassword} />
        <NewPasswordFields
          password={{ value: password, field: register('password'), error: errors.password }}
          confirm={{ value: confirmPassword, field: register('confirmPassword'), error: errors.confirmPassword }}
        />
        {change.isSuccess && <FormNotice tone="success">{t('account.passwordChanged')}</FormNotice>}
        <CallFailure error={change.error} />
        <Button type="submit" disabled={change.isPending}>{t('account.passwordSubmit')}</Button>
      </form>
    </SettingsSection>
  );
}
