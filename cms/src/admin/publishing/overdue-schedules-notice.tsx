import { Link } from '@payloadcms/ui';
import type { ServerProps } from 'payload';

import { isEditorRequest } from '../../access/is-editor.js';
import { type AdminTranslationKey } from './admin-translations.js';
import { findOverdueSchedules } from './overdue-schedules.js';

/**
 * On the dashboard and above the catalogue's lists: the publishing schedules that did not run, so
 * an editor knows the change is not public and can publish by hand (decision 123).
 */
export async function OverdueSchedulesNotice({ payload, user, i18n }: ServerProps) {
  if (!isEditorRequest({ user: user ?? null })) return null;
  const overdue = await findOverdueSchedules(payload);
  if (overdue.length === 0) return null;
  const t = (key: AdminTranslationKey) => (i18n.t as (key: string) => string)(`starshelf:${key}`);
  const adminRoute = payload.config.routes.admin;
  return (
    <section className="overdue-schedules" role="alert" aria-labelledby="overdue-schedules-heading" style={{ border: '1px solid var(--theme-error-500)', padding: '0.75rem 1rem', marginBottom: '1rem', borderRadius: 4 }}>
      <h3 id="overdue-schedules-heading">{t('overdueSchedulesTitle')}</h3>
      <p>{t('overdueSchedulesHelp')}</p>
      <ul>
        {overdue.map((schedule) => (
          <li key={String(schedule.jobId)}>
            <Link href={`${adminRoute}/collections/${schedule.collection}/${schedule.documentId}`}>
              {schedule.collection} #{schedule.documentId}
            </Link>{' '}
            {t(schedule.failed ? 'overdueScheduleFailed' : 'overdueScheduleWaiting')}{' '}
            <time dateTime={schedule.waitUntil}>{new Date(schedule.waitUntil).toLocaleString(i18n.language)}</time>
          </li>
        ))}
      </ul>
    </section>
  );
}
