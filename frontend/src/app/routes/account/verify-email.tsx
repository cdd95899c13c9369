import { AskBeforeSwitching } from '@/features/auth/components/ask-before-switching';
import { VerifyEmail } from '@/features/auth/components/verify-email';
import { useLinkToken } from '@/lib/link-token';

/** Verifying signs the link's member in: a browser signed in as someone else is asked first. */
export function VerifyEmailRoute() {
  const token = useLinkToken();
  return (
    <AskBeforeSwitching>
      <VerifyEmail token={token} />
    </AskBeforeSwitching>
  );
}
