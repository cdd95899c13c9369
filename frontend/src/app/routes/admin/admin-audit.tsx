import { RequireAccess } from '@/components/access/require-access';
import { AuditTrail } from '@/features/admin/components/audit-trail';
import '@/features/admin/register-translations';

export function AdminAuditRoute() {
  return (
    <RequireAccess need="super">
      <AuditTrail />
    </RequireAccess>
  );
}
