import { AwardsBrowser } from '@/features/awards/components/awards-browser';

export function AwardsRoute() {
  return <AwardsBrowser />;
}
