import type { TFunction } from 'i18next';

/** Set on the current-password field by a form whose call answered INVALID_CREDENTIALS. */
export const WRONG_CURRENT_PASSWORD = 'the current password is wrong';

/**
 * The contract's zod messages are English sentences (the server answers them too); forms show
 * them in the reader's language through this table. German-only screens (editions) skip it.
 */
const KEYS: Record<string, string> = {
  'please enter a valid email address': 'validation.invalidEmail',
  'please enter your password': 'validation.passwordRequired',
  'password is too weak': 'validation.tooWeak',
  'password is too long': 'validation.tooLong',
  'passwords do not match': 'validation.mismatch',
  'invalid rating': 'rating.invalid',
  'please enter your current password': 'validation.currentPasswordRequired',
  'this is already your address': 'validation.sameEmail',
  [WRONG_CURRENT_PASSWORD]: 'validation.wrongCurrentPassword',
};

export function translateMessage(t: TFunction, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const key = KEYS[message];
  return key ? t(key) : t('validation.required');
}
