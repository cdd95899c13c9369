import { z } from 'zod';
import { optionalField } from '@starshelf/contract';

// Anything malformed is answered with the same redirect as an unknown token.
export const newsletterTokenQuerySchema = z.object({ token: optionalField(z.string().max(100)) });
