import '@/i18n/members/register';
import type { MemberSession } from '@starshelf/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { isApiError } from '@/lib/api/api-error';
import { useLocale } from '@/lib/use-locale';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/account';
import { describeDevice } from '../describe-device';
import { FormNotice, SettingsSection } from './settings-section';

function useDeviceLabel() {
  const { t } = useTranslation();
  return (userAgent: string | null) => {
    const device = describeDevice(userAgent);
    if (!device) return t('account.unknownDevice');
    if (device.browser && device.os) return t('account.device', { browser: device.browser, os: device.os });
    return device.browser ?? device.os ?? t('account.unknownDevice');
  };
}

/** This browser first, then the most recently used. */
function byRelevance(a: MemberSession, b: MemberSession): number {
  if (a.current !== b.current) return a.current ? -1 : 1;
  return b.lastSeenAt.localeCompare(a.lastSeenAt);
}

export function SessionsSection() {
  const { t } = useTranslation();
  const locale = useLocale();
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const deviceLabel = useDeviceLabel();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const format = (value: string) => when.format(new Date(value));

  const failure = endOne.error ?? endOthers.error;
  const notice = endOthers.isSuccess ? t('account.othersEnded') : endOne.isSuccess ? t('account.sessionEnded') : null;

  let body;
  if (sessions.isPending) body = <LoadingState />;
  else if (sessions.isError) body = <ErrorState error={sessions.error} onRetry={() => void sessions.refetch()} />;
  else {
    const list = [...sessions.data].sort(byRelevance);
    const hasOthers = list.some((session) => !session.current);
    body = (
      <>
        <ul className="divide-y divide-line rounded-xl border border-line">
          {list.map((session) => {
            const label = deviceLabel(session.userAgent);
            return (
              <li key={session.id} data-testid="session" className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div>
                  <p className="flex flex-wrap items-center gap-2 font-medium text-fg">
                    {label}
                    {session.current && <Badge className="bg-accent/15 text-accent ring-accent/30">{t('account.thisBrowser')}</Badge>}
                  </p>
                  <p className="mt-1 text-xs text-muted">
                    {t('account.signedInAt', { date: format(session.createdAt) })} · {t('account.lastUsedAt', { date: format(session.lastSeenAt) })}
                  </p>
                </div>
                {!session.current && (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('account.endSessionOf', { device: label })}
                    disabled={endOne.isPending && endOne.variables === session.id}
                    onClick={() => {
                      endOthers.reset();
                      endOne.mutate(session.id);
                    }}
                  >
                    {t('account.endSession')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
          {hasOthers ? (
            <Button
              variant="secondary"
              disabled={endOthers.isPending}
              onClick={() => {
                endOne.reset();
                endOthers.mutate();
              }}
            >
              {t('account.endOthers')}
            </Button>
          ) : (
            <p className="text-sm text-muted">{t('account.noOtherSessions')}</p>
          )}
        </div>
      </>
    );
  }

  return (
    <SettingsSection id="sessions" title={t('account.sessionsTitle')}>
      <p className="mb-4 text-sm text-muted">{t('account.sessionsIntro')}</p>
      {body}
      <div className="mt-3">
        {notice && <FormNotice tone="success">{notice}</FormNotice>}
        {failure && <FormNotice tone="error">{isApiError(failure) ? t(`errors.${failure.code}`) : t('errors.UNKNOWN')}</FormNotice>}
      </div>
    </SettingsSection>
  );
}
