import '@/i18n/members/register';
import { useTranslation } from 'react-i18next';
import { AuthCard } from './auth-card';
import { ResendVerification } from './resend-verification';

/** Shown after registration and when a sign-in meets an unverified address. */
export function VerificationRequired({ email, isNewAccount = false }: { email: string; isNewAccount?: boolean }) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t(isNewAccount ? 'auth.checkMailTitle' : 'auth.verificationRequiredTitle')}>
      <p className="text-muted">{t(isNewAccount ? 'auth.checkMailBody' : 'auth.verificationRequiredBody', { email })}</p>
      <p className="mt-2 mb-6 text-sm text-subtle">{t('auth.linkValidity')}</p>
      <ResendVerification email={email} />
    </AuthCard>
  );
}
