import { UndoEmailChange } from '@/features/auth/components/undo-email-change';
import { useLinkToken } from '@/lib/link-token';

/** The link mailed to the old address when an email change is confirmed; it signs nobody in. */
export function UndoEmailChangeRoute() {
  const token = useLinkToken();
  return <UndoEmailChange token={token} />;
}
