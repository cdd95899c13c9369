import { useSearchParams } from 'react-router-dom';
import { VerifyEmail } from '@/features/auth/components/verify-email';

export function VerifyEmailRoute() {
  const [params] = useSearchParams();
  return <VerifyEmail token={params.get('token')} />;
}
