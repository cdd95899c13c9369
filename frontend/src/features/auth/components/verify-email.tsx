import '@/i18n/members/register';
import { zodResolver } from '@hookform/resolvers/zod';
import { chosenPasswordSchema, type ChosenPassword } from '@starshelf/contract';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api/api-error';
import { useSendTokenOnce } from '@/lib/link-token';
import { useVerifyEmail } from '../api/auth';
import { AuthCard } from './auth-card';
import { NewPasswordFields } from './new-password-fields';
import { ResendVerification } from './resend-verification';

const TOKEN_CODES = new Set(['TOKEN_INVALID', 'TOKEN_EXPIRED']);

/** A link that cannot be used (missing, forged, used or expired): the way out is a new one. */
function LinkProblem({ error }: { error?: unknown }) {
  const { t } = useTranslation();
  const code = error === undefined ? 'TOKEN_INVALID' : isApiError(error) && TOKEN_CODES.has(error.code) ? error.code : 'UNKNOWN';
  const message = t(`errors.${code}`);
  return (
    <AuthCard title={t('auth.verifyTitle')}>
      <p role="alert" className="mb-6 text-danger">{message}</p>
      <ResendVerification />
      <Link to={paths.login.href()} className={buttonClasses('ghost', 'sm', 'mt-4')}>{t('auth.loginLink')}</Link>
    </AuthCard>
  );
}

/**
 * Posts the link's token once (a token is single-use, so StrictMode's second effect must not resend
 * it). Opened in a browser that did not register, the server asks for the password
 * (PASSWORD_REQUIRED, decision 106): the link's opener chooses it here.
 */
export function VerifyEmail({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const verify = useVerifyEmail();
  useSendTokenOnce(token, (sent) => verify.mutate({ token: sent }, { onSuccess: () => void navigate(paths.profile.href(), { replace: true }) }));

  if (!token) return <LinkProblem />;
  if (verify.isPending || verify.isIdle || verify.isSuccess) {
    return <AuthCard title={t('auth.verifyTitle')}><LoadingState label={t('auth.verifying')} /></AuthCard>;
  }
  if (isApiError(verify.error) && verify.error.code === 'PASSWORD_REQUIRED') return <ChoosePassword token={token} />;
  return <LinkProblem error={verify.error} />;
}

function ChoosePassword({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const verify = useVerifyEmail();
  const { register, handleSubmit, control, formState } = useForm<ChosenPassword>({
    resolver: zodResolver(chosenPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const [password, confirmPassword] = useWatch({ control, name: ['password', 'confirmPassword'] });
  const { errors } = formState;

  if (isApiError(verify.error) && TOKEN_CODES.has(verify.error.code)) return <LinkProblem error={verify.error} />;

  const onSubmit = handleSubmit((input) =>
    verify.mutate({ token, ...input }, { onSuccess: () => void navigate(paths.profile.href(), { replace: true }) }),
  );
  return (
    <AuthCard title={t('auth.choosePasswordTitle')}>
      <p className="mb-6 text-muted">{t('auth.choosePasswordIntro')}</p>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <NewPasswordFields
          password={{ value: password, field: register('password'), error: errors.password }}
          confirm={{ value: confirmPassword, field: register('confirmPassword'), error: errors.confirmPassword }}
        />
        {verify.isError && (
          <p role="alert" className="text-sm text-danger">{isApiError(verify.error) ? t(`errors.${verify.error.code}`) : t('errors.UNKNOWN')}</p>
        )}
        <Button type="submit" className="w-full" disabled={verify.isPending || verify.isSuccess}>{t('auth.choosePasswordSubmit')}</Button>
      </form>
    </AuthCard>
  );
}
