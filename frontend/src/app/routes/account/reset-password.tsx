import { AskBeforeSwitching } from '@/features/auth/components/ask-before-switching';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { useLinkToken } from '@/lib/link-token';

/** A successful reset signs the link's member in: a browser signed in as someone else is asked first. */
export function ResetPasswordRoute() {
  const token = useLinkToken();
  return (
    <AskBeforeSwitching>
      <ResetPasswordForm token={token} />
    </AskBeforeSwitching>
  );
}
