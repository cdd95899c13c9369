import '@/i18n/members/register';
import type { ErrorOption, FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, TextInput } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api/api-error';
import { translateMessage, WRONG_CURRENT_PASSWORD } from '@/lib/validation-message';
import { FormNotice } from './settings-section';

/** The settings forms that ask for the current password: the answer when it was wrong. */
export const isWrongCurrentPassword = (error: unknown) => isApiError(error) && error.code === 'INVALID_CREDENTIALS';

/** An onError that marks a wrong current password on its own field (and focuses it). */
export function markWrongCurrentPassword(setError: (name: 'currentPassword', error: ErrorOption, options: { shouldFocus: boolean }) => void) {
  return (error: unknown) => {
    if (isWrongCurrentPassword(error)) setError('currentPassword', { type: 'server', message: WRONG_CURRENT_PASSWORD }, { shouldFocus: true });
  };
}

export function CurrentPasswordField({ field, error, hint }: { field: UseFormRegisterReturn; error: FieldError | undefined; hint?: string }) {
  const { t } = useTranslation();
  return (
    <Field label={t('account.currentPassword')} hint={hint} error={translateMessage(t, error?.message)}>
      <TextInput type="password" autoComplete="current-password" isInvalid={Boolean(error)} {...field} />
    </Field>
  );
}

/**
 * A settings call's failure as a notice, unless it was a wrong current password (its field says
 * so). `describe` may name an API error in the form's own words; other errors read `errors.<CODE>`.
 */
export function CallFailure({ error, describe }: { error: unknown; describe?: (code: string) => string | undefined }) {
  const { t } = useTranslation();
  if (!error || isWrongCurrentPassword(error)) return null;
  return <FormNotice tone="error">{isApiError(error) ? (describe?.(error.code) ?? t(`errors.${error.code}`)) : t('errors.UNKNOWN')}</FormNotice>;
}
