import { z } from 'zod';
import { emailSchema, localeSchema } from '@starshelf/contract';

export const newsletterSubscribeSchema = z.strictObject({ email: emailSchema, locale: localeSchema.default('en') });
export type NewsletterSubscribe = z.output<typeof newsletterSubscribeSchema>;

// Anything malformed is answered with the same redirect as an unknown token.
export const newsletterTokenQuerySchema = z.object({ token: z.string().max(100).optional() });
