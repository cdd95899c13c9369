import { ServiceStatus } from '@/features/health/components/service-status';
import { Hero } from '@/features/home/components/hero';

export function HomeRoute() {
  return (
    <div className="space-y-8">
      <Hero />
      <ServiceStatus />
    </div>
  );
}
