import '@/i18n/members/register';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetConfirmSchema, type PasswordResetConfirm } from '@starshelf/contract';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api/api-error';
import { usePasswordResetConfirm } from '../api/account';
import { AuthCard } from './auth-card';
import { NewPasswordFields } from './new-password-fields';

const LINK_CODES = new Set(['TOKEN_INVALID', 'TOKEN_EXPIRED']);

/** A link that cannot be used (missing, forged, used or expired): the way out is a new one. */
function LinkProblem({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('account.resetTitle')}>
      <p role="alert" className="mb-6 text-danger">{message}</p>
      <Link to={paths.forgotPassword.href()} className={buttonClasses('primary')}>{t('account.requestNewLink')}</Link>
    </AuthCard>
  );
}

export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation();
  if (!token) return <LinkProblem message={t('account.linkMissing')} />;
  return <ResetPasswordWithToken token={token} />;
}

function ResetPasswordWithToken({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { toast } = useToast();
  const reset = usePasswordResetConfirm();
  const { register, handleSubmit, control, formState } = useForm<PasswordResetConfirm>({
    resolver: zodResolver(passwordResetConfirmSchema),
    mode: 'onTouched',
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const [password, confirmPassword] = useWatch({ control, name: ['password', 'confirmPassword'] });
  const { errors } = formState;

  const error = reset.error;
  if (isApiError(error) && LINK_CODES.has(error.code)) return <LinkProblem message={t(`errors.${error.code}`)} />;

  const onSubmit = handleSubmit((input) =>
    reset.mutate(input, {
      onSuccess: () => {
        toast({ title: t('account.resetDone'), variant: 'success' });
        void navigate(paths.profile.href(), { replace: true });
      },
    }),
  );
  return (
    <AuthCard title={t('account.resetTitle')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <NewPasswordFields
          password={{ value: password, field: register('password'), error: errors.password }}
          confirm={{ value: confirmPassword, field: register('confirmPassword'), error: errors.confirmPassword }}
        />
        {reset.isError && (
          <p role="alert" className="text-sm text-danger">{isApiError(error) ? t(`errors.${error.code}`) : t('errors.UNKNOWN')}</p>
        )}
        <Button type="submit" className="w-full" disabled={reset.isPending}>{t('account.resetSubmit')}</Button>
      </form>
    </AuthCard>
  );
}
