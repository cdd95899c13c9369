import { z } from 'zod';
import { DEFAULT_LOCALE, emailSchema, localeSchema } from '@starshelf/contract';

export const newsletterSubscribeSchema = z.strictObject({ email: emailSchema, locale: localeSchema.default(DEFAULT_LOCALE) });
export type NewsletterSubscribe = z.output<typeof newsletterSubscribeSchema>;

// Anything malformed is answered with the same redirect as an unknown token.
export const newsletterTokenQuerySchema = z.object({ token: z.string().max(100).optional() });
