import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { isSuperUser, useCurrentUser } from '@/lib/auth/get-current-user';
import { usePageHead } from '@/lib/page-head/page-head';

export type AccessNeed = 'signed-in' | 'super';

/** The page shown instead of a screen the visitor may not open (messages of docs/rules.md §6). */
export function AccessDenied({ reason }: { reason: 'login' | 'role' }) {
  const { t } = useTranslation();
  usePageHead({ title: t('access.title') });
  return (
    <section role="alert" className="mx-auto max-w-xl py-16 text-center">
      <p aria-hidden="true" className="text-4xl text-subtle">⛔</p>
      <h1 className="mt-4 font-display text-3xl font-bold text-fg">{t('access.title')}</h1>
      {reason === 'login' ? (
        <>
          <p className="mt-4 text-muted">{t('access.loginRequired')}</p>
          <Link to={paths.login.href()} className={buttonClasses('primary', 'md', 'mt-8')}>{t('nav.login')}</Link>
        </>
      ) : (
        <>
          <p className="mt-4 text-muted">{t('access.noPermission')}</p>
          <p className="mt-1 text-sm text-subtle">{t('access.adminsOnly')}</p>
          <Link to={paths.home.href()} className={buttonClasses('secondary', 'md', 'mt-8')}>{t('common.backHome')}</Link>
        </>
      )}
    </section>
  );
}

/** Renders `children` only for a visitor who may open the screen; the server checks again on every call. */
export function RequireAccess({ need, children }: { need: AccessNeed; children: ReactNode }) {
  const user = useCurrentUser();
  if (user.isPending) return <LoadingState />;
  if (!user.data) return <AccessDenied reason="login" />;
  if (need === 'super' && !isSuperUser(user.data)) return <AccessDenied reason="role" />;
  return <>{children}</>;
}
