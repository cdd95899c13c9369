import '@/i18n/members/register';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetRequestSchema, type PasswordResetRequest } from '@starshelf/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Field, TextInput } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api/api-error';
import { translateMessage } from '@/lib/validation-message';
import { usePasswordResetRequest } from '../api/account';
import { AuthCard } from './auth-card';

function BackToLogin() {
  const { t } = useTranslation();
  return (
    <p className="mt-6 text-center text-sm">
      <Link to={paths.login.href()} className="font-semibold text-accent hover:underline">{t('account.backToLogin')}</Link>
    </p>
  );
}

/** The answer is the same whether or not the address has an account (the server never tells). */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const request = usePasswordResetRequest();
  const { register, handleSubmit, formState } = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });

  if (request.isSuccess) {
    return (
      <AuthCard title={t('account.forgotTitle')}>
        <p role="status" className="text-fg">{t('account.forgotSent', { email: request.variables.email })}</p>
        <BackToLogin />
      </AuthCard>
    );
  }

  const onSubmit = handleSubmit((input) => request.mutate(input));
  return (
    <AuthCard title={t('account.forgotTitle')}>
      <p className="mb-6 text-muted">{t('account.forgotIntro')}</p>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Field label={t('auth.email')} error={translateMessage(t, formState.errors.email?.message)}>
          <TextInput type="email" autoComplete="email" isInvalid={Boolean(formState.errors.email)} {...register('email')} />
        </Field>
        {request.isError && (
          <p role="alert" className="text-sm text-danger">
            {isApiError(request.error) ? t(`errors.${request.error.code}`) : t('errors.UNKNOWN')}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={request.isPending}>{t('account.forgotSubmit')}</Button>
      </form>
      <BackToLogin />
    </AuthCard>
  );
}
