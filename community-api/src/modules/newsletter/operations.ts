import { z } from 'zod';
import { errorEnvelopeSchema, successEnvelope } from '@starshelf/contract';
import type { Operation } from '../../http/openapi.js';
import { newsletterSubscribeSchema, newsletterTokenQuerySchema } from './schemas.js';

/** OpenAPI entries of the newsletter, merged into http/openapi.ts. */
export const NEWSLETTER_OPERATIONS: Record<string, Operation> = {
  'POST /api/newsletter': {
    summary: 'Subscribe; sends a double opt-in mail in the chosen language (repeating is harmless)',
    body: newsletterSubscribeSchema,
    answers: [
      { status: 202, description: 'Accepted', schema: successEnvelope(z.object({ accepted: z.boolean() })) },
      { status: 400, description: 'Invalid email', schema: errorEnvelopeSchema },
      { status: 429, description: 'Rate limited', schema: errorEnvelopeSchema },
    ],
  },
  'GET /api/newsletter/confirm': {
    summary: 'Confirm a subscription from the mailed link',
    query: newsletterTokenQuerySchema,
    answers: [{ status: 302, description: 'Redirect to /?newsletter=confirmed (or invalid)' }],
  },
  'GET /api/newsletter/unsubscribe': {
    summary: 'Unsubscribe from the link in every newsletter mail',
    query: newsletterTokenQuerySchema,
    answers: [{ status: 302, description: 'Redirect to /?newsletter=unsubscribed (or invalid)' }],
  },
};
