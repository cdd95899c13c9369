import { z } from 'zod';
import { emailSchema } from '@starshelf/contract';

// Not (yet) in contract/: the bodies of verify-email and resend-verification, and the register answer.
export const verifyEmailSchema = z.object({ token: z.string().min(1).max(512) });
export const resendVerificationSchema = z.object({ email: emailSchema });
export const registeredSchema = z.object({ email: z.string(), verificationRequired: z.literal(true) });
