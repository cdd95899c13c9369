import { useSearchParams } from 'react-router-dom';
import { AskBeforeSwitching } from '@/features/auth/components/ask-before-switching';
import { VerifyEmail } from '@/features/auth/components/verify-email';

/** Verifying signs the link's member in: a browser signed in as someone else is asked first. */
export function VerifyEmailRoute() {
  const [params] = useSearchParams();
  return (
    <AskBeforeSwitching>
      <VerifyEmail token={params.get('token')} />
    </AskBeforeSwitching>
  );
}
