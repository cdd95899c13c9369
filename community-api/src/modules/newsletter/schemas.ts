import { z } from 'zod';
import { DEFAULT_LOCALE, defaultedField, emailSchema, localeSchema, optionalField } from '@starshelf/contract';

export const newsletterSubscribeSchema = z.strictObject({ email: emailSchema, locale: defaultedField(localeSchema, DEFAULT_LOCALE) });
export type NewsletterSubscribe = z.output<typeof newsletterSubscribeSchema>;

// Anything malformed is answered with the same redirect as an unknown token.
export const newsletterTokenQuerySchema = z.object({ token: optionalField(z.string().max(100)) });
