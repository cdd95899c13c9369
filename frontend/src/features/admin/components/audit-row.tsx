import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLocale } from '@/lib/use-locale';
import type { AuditEntry } from '../api/audit';

/** A role change names its roles; other changes need no detail beyond their action. */
function detailOf(entry: AuditEntry, roleName: (role: unknown) => string): string | null {
  if (entry.action !== 'role_changed' || !entry.detail) return null;
  return `${roleName(entry.detail.from)} → ${roleName(entry.detail.to)}`;
}

export function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const member = (ref: { displayName: string | null } | null) => ref?.displayName ?? t('admin.audit.erasedMember');
  const roleName = (role: unknown) => t(`admin.roles.${String(role)}`, { defaultValue: String(role) });
  const { review, user } = entry.target;
  const detail = detailOf(entry, roleName);
  const reviewHref = review && (review.kind === 'book' ? paths.book.href(String(review.itemId), 'reviews') : paths.author.href(review.itemId));

  return (
    <tr className="border-b border-line/60 align-top last:border-0">
      <td className="px-4 py-3 whitespace-nowrap text-muted">
        <time dateTime={entry.at}>{new Date(entry.at).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })}</time>
      </td>
      <td className="px-4 py-3 text-fg">{member(entry.actor)}</td>
      <td className="px-4 py-3">
        <span className="font-medium text-fg">{t(`admin.audit.actions.${entry.action}`)}</span>
        {detail && <div className="text-xs text-muted">{detail}</div>}
      </td>
      <td className="px-4 py-3">
        {user || !review ? <div className="text-fg">{member(user)}</div> : null}
        {review && reviewHref && (
          <Link to={reviewHref} className="text-xs text-accent hover:underline">{t(`admin.audit.reviewOf.${review.kind}`, { id: review.itemId })}</Link>
        )}
      </td>
      <td className="px-4 py-3 text-muted">{entry.reason ?? '–'}</td>
    </tr>
  );
}
