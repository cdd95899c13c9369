import '@/i18n/members/register';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, TextInput } from '@/components/ui/form-field';
import { useResendVerification } from '../api/auth';

/** Sends a new verification link; asks for the address when the screen does not know it. */
export function ResendVerification({ email: knownEmail }: { email?: string }) {
  const { t } = useTranslation();
  const resend = useResendVerification();
  const [email, setEmail] = useState(knownEmail ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) resend.mutate(email.trim());
  };

  if (resend.isSuccess) return <p role="status" className="text-sm text-success">{t('auth.resent')}</p>;
  return (
    <form onSubmit={submit} className="space-y-3">
      {!knownEmail && (
        <Field label={t('auth.email')}>
          <TextInput type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </Field>
      )}
      <Button type="submit" variant="secondary" disabled={resend.isPending}>{t('auth.resend')}</Button>
      {resend.isError && <p role="alert" className="text-sm text-danger">{t('auth.resendFailed')}</p>}
    </form>
  );
}
