import '@/i18n/members/register';
import { zodResolver } from '@hookform/resolvers/zod';
import { registerSchema } from '@starshelf/contract';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Field, TextInput } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api/api-error';
import { useLocale } from '@/lib/use-locale';
import { translateMessage } from '@/lib/validation-message';
import { useRegister } from '../api/auth';
import { AuthCard } from './auth-card';
import { PasswordStrength } from './password-strength';
import { VerificationRequired } from './verification-required';

export function RegisterForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const registration = useRegister();
  const { register, handleSubmit, control, formState } = useForm({
    resolver: zodResolver(registerSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '', confirmPassword: '', firstName: '', lastName: '', locale },
  });
  const [password, confirm] = useWatch({ control, name: ['password', 'confirmPassword'] });
  const { errors } = formState;

  if (registration.isSuccess) return <VerificationRequired email={registration.data.email} isNewAccount />;

  const onSubmit = handleSubmit((input) => registration.mutate({ ...input, locale }));
  const isMismatch = confirm !== '' && confirm !== password;

  return (
    <AuthCard title={t('auth.registerTitle')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('auth.firstName')}><TextInput autoComplete="given-name" {...register('firstName')} /></Field>
          <Field label={t('auth.lastName')}><TextInput autoComplete="family-name" {...register('lastName')} /></Field>
        </div>
        <Field label={t('auth.email')} error={translateMessage(t, errors.email?.message)}>
          <TextInput type="email" autoComplete="email" isInvalid={Boolean(errors.email)} {...register('email')} />
        </Field>
        <Field label={t('auth.password')} error={translateMessage(t, errors.password?.message)}>
          <TextInput type="password" autoComplete="new-password" isInvalid={Boolean(errors.password)} {...register('password')} />
        </Field>
        {/* Outside the label, so the hints do not become part of the field's accessible name. */}
        <PasswordStrength password={password} />
        <Field
          label={t('auth.confirmPassword')}
          error={translateMessage(t, errors.confirmPassword?.message) ?? (isMismatch ? t('validation.mismatch') : undefined)}
        >
          <TextInput type="password" autoComplete="new-password" isInvalid={Boolean(errors.confirmPassword) || isMismatch} {...register('confirmPassword')} />
        </Field>
        {registration.isError && (
          <p role="alert" className="text-sm text-danger">
            {isApiError(registration.error) ? t(`errors.${registration.error.code}`) : t('errors.UNKNOWN')}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={registration.isPending}>{t('auth.registerSubmit')}</Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted">
        {t('auth.haveAccount')} <Link to={paths.login.href()} className="font-semibold text-accent hover:underline">{t('auth.loginLink')}</Link>
      </p>
    </AuthCard>
  );
}
