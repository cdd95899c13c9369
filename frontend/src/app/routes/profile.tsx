import { useSearchParams } from 'react-router-dom';
import { RequireAccess } from '@/components/access/require-access';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { ShelfImportOffer } from '@/features/shelf-import/components/shelf-import-offer';

export function ProfileRoute() {
  const [params] = useSearchParams();
  return (
    <RequireAccess need="signed-in">
      <div className="space-y-8">
        {/* The step after the first sign-in (verifying the address lands here): bring the Goodreads shelf. */}
        <ShelfImportOffer />
        <ProfilePage tab={params.get('tab') === 'reviews' ? 'reviews' : 'reading'} />
      </div>
    </RequireAccess>
  );
}
