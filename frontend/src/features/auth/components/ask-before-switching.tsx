import '@/i18n/members/register';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth/get-current-user';
import { AuthCard } from './auth-card';

/**
 * A link from a mail (verification, reset) signs in the account it was made for. Opened in a
 * browser signed in as someone else, it would switch accounts without a word: this asks first,
 * and renders `children` (which call the API) only for a signed-out browser or after "Continue".
 */
export function AskBeforeSwitching({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [mayProceed, setMayProceed] = useState(false);
  const isSignedOut = !user.isPending && !user.data;
  // Decided once: the children's own success signs someone in, which must not bring the question back.
  if (isSignedOut && !mayProceed) setMayProceed(true);

  if (mayProceed) return <>{children}</>;
  if (!user.data) return <LoadingState />;
  const { displayName, email } = user.data;
  return (
    <AuthCard title={t('account.switchTitle')}>
      <p className="text-muted">{t('account.switchBody', { who: email ? `${displayName} (${email})` : displayName })}</p>
      <div className="mt-6 flex flex-col gap-3">
        <Button onClick={() => setMayProceed(true)}>{t('account.switchContinue')}</Button>
        <Link to={paths.home.href()} className={buttonClasses('secondary')}>{t('account.switchCancel')}</Link>
      </div>
    </AuthCard>
  );
}
