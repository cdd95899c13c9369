import { ConfirmEmail } from '@/features/auth/components/confirm-email';
import { useLinkToken } from '@/lib/link-token';

export function ConfirmEmailRoute() {
  const token = useLinkToken();
  return <ConfirmEmail token={token} />;
}
