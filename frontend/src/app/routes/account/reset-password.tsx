import { useSearchParams } from 'react-router-dom';
import { AskBeforeSwitching } from '@/features/auth/components/ask-before-switching';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

/** A successful reset signs the link's member in: a browser signed in as someone else is asked first. */
export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  return (
    <AskBeforeSwitching>
      <ResetPasswordForm token={params.get('token')} />
    </AskBeforeSwitching>
  );
}
