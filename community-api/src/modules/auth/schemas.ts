import { z } from 'zod';
import { emailSchema } from '@starshelf/contract';

// Not (yet) in contract/: the body of resend-verification, and the register answer.
export const resendVerificationSchema = z.object({ email: emailSchema });
export const registeredSchema = z.object({ email: z.string(), verificationRequired: z.literal(true) });
