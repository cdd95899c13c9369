import { describe, expect, it } from 'vitest';
import { changeEmailSchema, changePasswordSchema, deleteAccountSchema, passwordResetConfirmSchema, verifyEmailSchema } from './account.js';
import { PASSWORD_MESSAGES } from './password-policy.js';

const strong = 'Correct-Horse-42';

describe('account bodies', () => {
  it('accepts a reset with a strong password typed twice', () => {
    expect(passwordResetConfirmSchema.safeParse({ token: 't', password: strong, confirmPassword: strong }).success).toBe(true);
  });

  it('names the confirmation field when the two passwords differ', () => {
    const result = changePasswordSchema.safeParse({ currentPassword: 'old', password: strong, confirmPassword: `${strong}x` });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['confirmPassword'], message: PASSWORD_MESSAGES.mismatch })]);
  });

  it('applies the password policy to the new password', () => {
    expect(changePasswordSchema.safeParse({ currentPassword: 'old', password: 'short', confirmPassword: 'short' }).success).toBe(false);
  });

  it('requires the current password to change the email or delete the account', () => {
    expect(changeEmailSchema.safeParse({ email: 'a@example.org', currentPassword: '' }).success).toBe(false);
    expect(deleteAccountSchema.safeParse({}).success).toBe(false);
  });

  it('lower-cases the new address', () => {
    expect(changeEmailSchema.parse({ email: ' New@Example.ORG ', currentPassword: 'x' }).email).toBe('new@example.org');
  });

  it('refuses an empty or oversized link token', () => {
    expect(passwordResetConfirmSchema.safeParse({ token: '', password: strong, confirmPassword: strong }).success).toBe(false);
    expect(passwordResetConfirmSchema.safeParse({ token: 'x'.repeat(513), password: strong, confirmPassword: strong }).success).toBe(false);
  });

  it('takes a verification token alone, or with a password typed twice, never half of that', () => {
    expect(verifyEmailSchema.safeParse({ token: 't' }).success).toBe(true);
    expect(verifyEmailSchema.safeParse({ token: 't', password: strong, confirmPassword: strong }).success).toBe(true);
    const unconfirmed = verifyEmailSchema.safeParse({ token: 't', password: strong });
    expect(unconfirmed.error?.issues).toEqual([expect.objectContaining({ path: ['confirmPassword'], message: PASSWORD_MESSAGES.mismatch })]);
    expect(verifyEmailSchema.safeParse({ token: 't', confirmPassword: strong }).success).toBe(false);
    expect(verifyEmailSchema.safeParse({ token: 't', password: 'short', confirmPassword: 'short' }).success).toBe(false);
  });
});
