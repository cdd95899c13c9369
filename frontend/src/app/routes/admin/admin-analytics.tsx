import { RequireAccess } from '@/components/access/require-access';
import { AnalyticsDashboard } from '@/features/admin/components/analytics-dashboard';
import '@/features/admin/register-translations';

export function AdminAnalyticsRoute() {
  return (
    <RequireAccess need="super">
      <AnalyticsDashboard />
    </RequireAccess>
  );
}
