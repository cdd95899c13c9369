import '@/i18n/members/register';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type LoginInput } from '@starshelf/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Field, TextInput } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api/api-error';
import { translateMessage } from '@/lib/validation-message';
import { useLogin } from '../api/auth';
import { AuthCard } from './auth-card';
import { VerificationRequired } from './verification-required';

// Codes with a message of their own; anything else is the generic "login failed".
const KNOWN_CODES = new Set(['INVALID_CREDENTIALS', 'ACCOUNT_SUSPENDED', 'RATE_LIMITED', 'NETWORK_ERROR', 'VALIDATION_FAILED']);

/** Only same-site paths are followed after sign-in, so a crafted link cannot send the member away. */
function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : paths.home.href();
}

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  if (unverifiedEmail) return <VerificationRequired email={unverifiedEmail} />;

  const onSubmit = handleSubmit((input) =>
    login.mutate(input, {
      onSuccess: () => void navigate(safeNext(params.get('next'))),
      onError: (error) => {
        if (isApiError(error) && error.code === 'EMAIL_NOT_VERIFIED') setUnverifiedEmail(input.email);
      },
    }),
  );
  const failure = login.error;
  const failureText = isApiError(failure) && KNOWN_CODES.has(failure.code) ? t(`errors.${failure.code}`) : t('auth.loginFailed');

  return (
    <AuthCard title={t('auth.loginTitle')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Field label={t('auth.email')} error={translateMessage(t, formState.errors.email?.message)}>
          <TextInput type="email" autoComplete="email" isInvalid={Boolean(formState.errors.email)} {...register('email')} />
        </Field>
        <Field label={t('auth.password')} error={translateMessage(t, formState.errors.password?.message)}>
          <TextInput type="password" autoComplete="current-password" isInvalid={Boolean(formState.errors.password)} {...register('password')} />
        </Field>
        <p className="-mt-2 text-right text-sm">
          <Link to={paths.forgotPassword.href()} className="text-accent hover:underline">{t('account.forgotLink')}</Link>
        </p>
        {login.isError && !unverifiedEmail && <p role="alert" className="text-sm text-danger">{failureText}</p>}
        <Button type="submit" className="w-full" disabled={login.isPending}>{t('auth.loginSubmit')}</Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted">
        {t('auth.noAccount')} <Link to={paths.register.href()} className="font-semibold text-accent hover:underline">{t('auth.registerLink')}</Link>
      </p>
    </AuthCard>
  );
}
