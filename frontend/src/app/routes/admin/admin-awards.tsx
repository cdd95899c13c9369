import { RequireAccess } from '@/components/access/require-access';
import { AwardsAdmin } from '@/features/admin/components/awards-admin';
import '@/features/admin/register-translations';

export function AdminAwardsRoute() {
  return (
    <RequireAccess need="super">
      <AwardsAdmin />
    </RequireAccess>
  );
}
