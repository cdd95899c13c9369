import '@/i18n/members/register';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api/api-error';
import { useSendTokenOnce } from '@/lib/link-token';
import { useConfirmEmail } from '../api/account';
import { AuthCard } from './auth-card';

/** CONFLICT: between the request and the click, the new address was taken by another account. */
function failureMessage(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('errors.UNKNOWN');
  return error.code === 'CONFLICT' ? t('account.emailTaken') : t(`errors.${error.code}`);
}

/**
 * The email-change link: it only moves the address of the account it was made for and signs no
 * one in, so it is posted at once, whoever is signed in. Posted once per token (single use, and
 * StrictMode runs effects twice).
 */
export function ConfirmEmail({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const confirm = useConfirmEmail();
  useSendTokenOnce(token, confirm.mutate);

  if (token && (confirm.isPending || confirm.isIdle)) {
    return <AuthCard title={t('account.confirmEmailTitle')}><LoadingState label={t('account.confirmingEmail')} /></AuthCard>;
  }
  if (confirm.isSuccess) {
    return (
      <AuthCard title={t('account.confirmEmailTitle')}>
        <p role="status" className="mb-6 text-success">{t('account.emailConfirmed', { email: confirm.data.email ?? '' })}</p>
        <Link to={paths.settings.href()} className={buttonClasses('primary')}>{t('account.toSettings')}</Link>
      </AuthCard>
    );
  }
  const error = confirm.error;
  const message = !token ? t('account.linkMissing') : failureMessage(t, error);
  return (
    <AuthCard title={t('account.confirmEmailTitle')}>
      <p role="alert" className="mb-6 text-danger">{message}</p>
      <Link to={paths.settings.href()} className={buttonClasses('secondary')}>{t('account.toSettings')}</Link>
    </AuthCard>
  );
}
