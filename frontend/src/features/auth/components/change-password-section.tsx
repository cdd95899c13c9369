import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema, type ChangePasswordInput } from '@starshelf/contract';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, TextInput } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api/api-error';
import { translateMessage, WRONG_CURRENT_PASSWORD } from '@/lib/validation-message';
import { useChangePassword } from '../api/account';
import { NewPasswordFields } from './new-password-fields';
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
      onError: (error) => {
        if (isApiError(error) && error.code === 'INVALID_CREDENTIALS') {
          setError('currentPassword', { type: 'server', message: WRONG_CURRENT_PASSWORD }, { shouldFocus: true });
        }
      },
    }),
  );
  const error = change.error;
  const isWrongPassword = isApiError(error) && error.code === 'INVALID_CREDENTIALS';

  return (
    <SettingsSection id="password" title={t('account.passwordTitle')}>
      <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
        <Field label={t('account.currentPassword')} error={translateMessage(t, errors.currentPassword?.message)}>
          <TextInput type="password" autoComplete="current-password" isInvalid={Boolean(errors.currentPassword)} {...register('currentPassword')} />
        </Field>
        <NewPasswordFields
          password={{ value: password, field: register('password'), error: errors.password }}
          confirm={{ value: confirmPassword, field: register('confirmPassword'), error: errors.confirmPassword }}
        />
        {change.isSuccess && <FormNotice tone="success">{t('account.passwordChanged')}</FormNotice>}
        {change.isError && !isWrongPassword && (
          <FormNotice tone="error">{isApiError(error) ? t(`errors.${error.code}`) : t('errors.UNKNOWN')}</FormNotice>
        )}
        <Button type="submit" disabled={change.isPending}>{t('account.passwordSubmit')}</Button>
      </form>
    </SettingsSection>
  );
}
