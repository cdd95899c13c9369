import { useSearchParams } from 'react-router-dom';
import { RequireAccess } from '@/components/access/require-access';
import { ProfilePage } from '@/features/profile/components/profile-page';

export function ProfileRoute() {
  const [params] = useSearchParams();
  return (
    <RequireAccess need="signed-in">
      <ProfilePage tab={params.get('tab') === 'reviews' ? 'reviews' : 'reading'} />
    </RequireAccess>
  );
}
