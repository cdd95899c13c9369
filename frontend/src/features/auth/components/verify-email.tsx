import '@/i18n/members/register';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api/api-error';
import { useVerifyEmail } from '../api/auth';
import { AuthCard } from './auth-card';
import { ResendVerification } from './resend-verification';

const TOKEN_CODES = new Set(['TOKEN_INVALID', 'TOKEN_EXPIRED']);

/** Posts the link's token once (a token is single-use, so StrictMode's second effect must not resend it). */
export function VerifyEmail({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const verify = useVerifyEmail();
  const sentFor = useRef<string | null>(null);
  const { mutate } = verify;

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token, { onSuccess: () => void navigate(paths.profile.href(), { replace: true }) });
  }, [token, mutate, navigate]);

  if (token && (verify.isPending || verify.isIdle || verify.isSuccess)) {
    return <AuthCard title={t('auth.verifyTitle')}><LoadingState label={t('auth.verifying')} /></AuthCard>;
  }
  const error = verify.error;
  const message = !token
    ? t('errors.TOKEN_INVALID')
    : isApiError(error) && TOKEN_CODES.has(error.code) ? t(`errors.${error.code}`) : t('errors.UNKNOWN');
  return (
    <AuthCard title={t('auth.verifyTitle')}>
      <p role="alert" className="mb-6 text-danger">{message}</p>
      <ResendVerification />
      <Link to={paths.login.href()} className={buttonClasses('ghost', 'sm', 'mt-4')}>{t('auth.loginLink')}</Link>
    </AuthCard>
  );
}
