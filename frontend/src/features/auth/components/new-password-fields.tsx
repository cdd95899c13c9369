import '@/i18n/members/register';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, TextInput } from '@/components/ui/form-field';
import { translateMessage } from '@/lib/validation-message';
import { PasswordStrength } from './password-strength';

type Typed = { value: string; field: UseFormRegisterReturn; error?: FieldError };

/**
 * A new password typed twice, with the registration's strength meter and its live mismatch hint;
 * shared by the reset and the change-password forms (the form registers, this only shows).
 */
export function NewPasswordFields({ password, confirm }: { password: Typed; confirm: Typed }) {
  const { t } = useTranslation();
  const isMismatch = confirm.value !== '' && confirm.value !== password.value;
  return (
    <>
      <Field label={t('account.newPassword')} error={translateMessage(t, password.error?.message)}>
        <TextInput type="password" autoComplete="new-password" isInvalid={Boolean(password.error)} {...password.field} />
      </Field>
      {/* Outside the label, so the hints do not become part of the field's accessible name. */}
      <PasswordStrength password={password.value} />
      <Field
        label={t('account.confirmNewPassword')}
        error={translateMessage(t, confirm.error?.message) ?? (isMismatch ? t('validation.mismatch') : undefined)}
      >
        <TextInput type="password" autoComplete="new-password" isInvalid={Boolean(confirm.error) || isMismatch} {...confirm.field} />
      </Field>
    </>
  );
}
