import { z } from 'zod';
import { localeSchema } from './locale-schema.js';
import { optionalField } from './optional-field.js';
import { PASSWORD_MESSAGES, passwordSchema } from './password-policy.js';

export const AUTH_MESSAGES = {
  invalidEmail: 'please enter a valid email address',
  passwordRequired: 'please enter your password',
} as const;

export const NAME_MAX_LENGTH = 100;

// Addresses are compared case-insensitively, so they are stored lower-cased.
export const emailSchema = z
  .string({ error: AUTH_MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .pipe(z.email(AUTH_MESSAGES.invalidEmail));

const optionalName = optionalField(z.string().trim().max(NAME_MAX_LENGTH));

export const registerSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: PASSWORD_MESSAGES.mismatch }),
    firstName: optionalName,
    lastName: optionalName,
    // Absent: the server takes the reader's language (cookie, then Accept-Language).
    locale: optionalField(localeSchema),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: PASSWORD_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });
export type RegisterInput = z.output<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: AUTH_MESSAGES.passwordRequired }).min(1, AUTH_MESSAGES.passwordRequired),
});
export type LoginInput = z.output<typeof loginSchema>;

/** POST /api/auth/resend-verification: where the verification link goes again. */
export const resendVerificationSchema = z.object({ email: emailSchema });
export type ResendVerificationInput = z.output<typeof resendVerificationSchema>;
