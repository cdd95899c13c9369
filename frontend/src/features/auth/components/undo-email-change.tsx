import '@/i18n/members/register';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api/api-error';
import { useUndoEmailChange } from '../api/account';
import { AuthCard } from './auth-card';

function failureMessage(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('errors.UNKNOWN');
  if (error.code === 'CONFLICT') return t('account.oldEmailTaken');
  return error.code === 'TOKEN_EXPIRED' || error.code === 'TOKEN_INVALID' ? `${t(`errors.${error.code}`)} ${t('account.undoLinkRule')}` : t(`errors.${error.code}`);
}

/**
 * The link mailed to the old address when an email change is confirmed (decision 106). Undoing
 * signs every browser out and the password stops working, so it waits for a click rather than
 * posting on arrival: a mail scanner that opens links must not undo a member's own change.
 */
export function UndoEmailChange({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const undo = useUndoEmailChange();
  const title = t('account.undoEmailTitle');

  if (!token) {
    return (
      <AuthCard title={title}>
        <p role="alert" className="text-danger">{t('account.linkMissing')}</p>
      </AuthCard>
    );
  }
  if (undo.isPending) return <AuthCard title={title}><LoadingState label={t('account.undoingEmail')} /></AuthCard>;
  if (undo.isSuccess) {
    return (
      <AuthCard title={title}>
        <p role="status" className="mb-4 text-success">{t('account.emailRestored', { email: undo.data.email })}</p>
        <p className="mb-6 text-muted">{t('account.chooseNewPasswordHint')}</p>
        <Link to={paths.forgotPassword.href()} className={buttonClasses('primary')}>{t('account.chooseNewPassword')}</Link>
      </AuthCard>
    );
  }
  if (undo.isError) {
    return (
      <AuthCard title={title}>
        <p role="alert" className="mb-6 text-danger">{failureMessage(t, undo.error)}</p>
        <Link to={paths.login.href()} className={buttonClasses('secondary')}>{t('auth.loginLink')}</Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title}>
      <p className="mb-6 text-muted">{t('account.undoEmailIntro')}</p>
      <Button className="w-full" onClick={() => undo.mutate(token)}>{t('account.undoEmailSubmit')}</Button>
    </AuthCard>
  );
}
