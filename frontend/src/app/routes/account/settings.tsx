import { RequireAccess } from '@/components/access/require-access';
import { SettingsPage } from '@/features/auth/components/settings-page';

export function SettingsRoute() {
  return (
    <RequireAccess need="signed-in">
      <SettingsPage />
    </RequireAccess>
  );
}
