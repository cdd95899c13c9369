import { z } from 'zod';
import { emailSchema, localeSchema, optionalField } from '@starshelf/contract';

export const newsletterSubscribeSchema = z.strictObject({ email: emailSchema, locale: optionalField(localeSchema) });
export type NewsletterSubscribe = z.output<typeof newsletterSubscribeSchema>;

// Anything malformed is answered with the same redirect as an unknown token.
export const newsletterTokenQuerySchema = z.object({ token: optionalField(z.string().max(100)) });
