import { z } from 'zod';
import { emailSchema } from './auth.js';
import { PASSWORD_MESSAGES, passwordSchema } from './password-policy.js';

/** docs/api.md "Account lifecycle": the bodies and answers both sides share. */

export const ACCOUNT_MESSAGES = {
  currentPasswordRequired: 'please enter your current password',
  sameEmail: 'this is already your address',
} as const;

/** docs/rules.md §9: verification, reset and email-change links live 30 minutes and work once. */
export const ACCOUNT_TOKEN_LIFETIME_MINUTES = 30;
/** The link that undoes a confirmed email change, mailed to the old address, lives 7 days. */
export const EMAIL_UNDO_LIFETIME_DAYS = 7;
/** An administrator's session ends after 12 hours without a request. */
export const ADMIN_IDLE_HOURS = 12;

const linkTokenSchema = z.string().min(1).max(512);
const currentPasswordSchema = z
  .string({ error: ACCOUNT_MESSAGES.currentPasswordRequired })
  .min(1, ACCOUNT_MESSAGES.currentPasswordRequired)
  .max(1024);

/** A new password typed twice; the policy is the registration's. */
const newPasswordShape = {
  password: passwordSchema,
  confirmPassword: z.string({ error: PASSWORD_MESSAGES.mismatch }),
};
const confirmationMatches = [
  (value: { password: string; confirmPassword: string }) => value.password === value.confirmPassword,
  { message: PASSWORD_MESSAGES.mismatch, path: ['confirmPassword'] as PropertyKey[] },
] as const;

/** POST /api/auth/password-reset */
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.output<typeof passwordResetRequestSchema>;

/** POST /api/auth/password-reset/confirm */
export const passwordResetConfirmSchema = z
  .object({ token: linkTokenSchema, ...newPasswordShape })
  .refine(...confirmationMatches);
export type PasswordResetConfirm = z.output<typeof passwordResetConfirmSchema>;

/** POST /api/auth/password */
export const changePasswordSchema = z
  .object({ currentPassword: currentPasswordSchema, ...newPasswordShape })
  .refine(...confirmationMatches);
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;

/** POST /api/auth/email */
export const changeEmailSchema = z.object({ email: emailSchema, currentPassword: currentPasswordSchema });
export type ChangeEmailInput = z.output<typeof changeEmailSchema>;

/** POST /api/auth/email/confirm and POST /api/auth/email/undo */
export const linkTokenBodySchema = z.object({ token: linkTokenSchema });
export type LinkTokenBody = z.input<typeof linkTokenBodySchema>;

/**
 * The password typed on the verification page when the link is opened in a browser that did not
 * register (decision 106): the opener proves the mailbox, so what they type is the owner's choice.
 */
export const chosenPasswordSchema = z.object(newPasswordShape).refine(...confirmationMatches);
export type ChosenPassword = z.output<typeof chosenPasswordSchema>;

/**
 * POST /api/auth/verify-email: the link's token, and the password only when the server asked for
 * one (`PASSWORD_REQUIRED`); both password fields or neither.
 */
export const verifyEmailSchema = z
  .object({ token: linkTokenSchema, password: passwordSchema.optional(), confirmPassword: z.string().max(1024).optional() })
  .refine((value) => value.password === value.confirmPassword, { message: PASSWORD_MESSAGES.mismatch, path: ['confirmPassword'] });
export type VerifyEmailInput = z.output<typeof verifyEmailSchema>;

/** POST /api/auth/email/undo: the address the account is back on. */
export const emailRestoredSchema = z.object({ email: z.string() }).meta({ id: 'EmailRestored' });
export type EmailRestored = z.infer<typeof emailRestoredSchema>;

/** DELETE /api/profile */
export const deleteAccountSchema = z.object({ currentPassword: currentPasswordSchema });
export type DeleteAccountInput = z.output<typeof deleteAccountSchema>;

/** GET /api/auth/sessions: one signed-in browser; the id is not the cookie value. */
export const memberSessionSchema = z
  .object({
    id: z.string(),
    current: z.boolean(),
    createdAt: z.string(),
    lastSeenAt: z.string(),
    userAgent: z.string().nullable(),
  })
  .meta({ id: 'MemberSession' });
export type MemberSession = z.infer<typeof memberSessionSchema>;
export const memberSessionsSchema = z.array(memberSessionSchema);

export const sessionIdParamsSchema = z.object({ id: z.uuid() });

