import { RequireAccess } from '@/components/access/require-access';
import { UsersAdmin } from '@/features/admin/components/users-admin';
import '@/features/admin/register-translations';

export function AdminUsersRoute() {
  return (
    <RequireAccess need="super">
      <UsersAdmin />
    </RequireAccess>
  );
}
