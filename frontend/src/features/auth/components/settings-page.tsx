import '@/i18n/members/register';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth/get-current-user';
import { ChangeEmailSection } from './change-email-section';
import { ChangePasswordSection } from './change-password-section';
import { DeleteAccountSection } from './delete-account-section';
import { SessionsSection } from './sessions-section';
import { SettingsSection } from './settings-section';

function ExportSection() {
  const { t } = useTranslation();
  return (
    <SettingsSection id="export" title={t('account.exportTitle')}>
      <p className="mb-4 text-sm text-muted">{t('account.exportBody')}</p>
      {/* A full request: the server answers with an attachment, which the browser saves. */}
      <a href={paths.profileExport.href()} download className={buttonClasses('secondary')}>{t('account.exportLink')}</a>
    </SettingsSection>
  );
}

/**
 * /settings: the member's own account (docs/api.md "Account lifecycle"); the route lets members only in.
 * `dataSections` are blocks other features add next to the data export (the Goodreads import).
 */
export function SettingsPage({ dataSections }: { dataSections?: ReactNode }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <div className="mx-auto max-w-3xl py-8">
      <PageHeader title={t('account.settingsTitle')} subtitle={t('account.settingsSubtitle')} />
      <div className="space-y-6">
        <ChangePasswordSection />
        {user.data && <ChangeEmailSection currentEmail={user.data.email} />}
        <SessionsSection />
        {dataSections}
        <ExportSection />
        <DeleteAccountSection />
      </div>
    </div>
  );
}
