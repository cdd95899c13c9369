import { RequireAccess } from '@/components/access/require-access';
import { SettingsPage } from '@/features/auth/components/settings-page';
import { ShelfImportSection } from '@/features/shelf-import/components/shelf-import-section';

export function SettingsRoute() {
  return (
    <RequireAccess need="signed-in">
      <SettingsPage dataSections={<ShelfImportSection />} />
    </RequireAccess>
  );
}
