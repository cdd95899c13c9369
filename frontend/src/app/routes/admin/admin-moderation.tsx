import { RequireAccess } from '@/components/access/require-access';
import { ModerationQueue } from '@/features/admin/components/moderation-queue';
import '@/features/admin/register-translations';

export function AdminModerationRoute() {
  return (
    <RequireAccess need="super">
      <ModerationQueue />
    </RequireAccess>
  );
}
