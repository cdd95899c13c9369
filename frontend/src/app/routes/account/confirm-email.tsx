import { useSearchParams } from 'react-router-dom';
import { ConfirmEmail } from '@/features/auth/components/confirm-email';

export function ConfirmEmailRoute() {
  const [params] = useSearchParams();
  return <ConfirmEmail token={params.get('token')} />;
}
