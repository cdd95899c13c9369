import { acceptedSchema, newsletterSubscribeSchema, ok, pagePaths } from '@starshelf/contract';
import { ipKey, rateLimit, type RateLimiters } from '../../http/rate-limit.js';
import { route, type Route } from '../../http/route.js';
import { readerLocale } from '../../http/reader-locale.js';
import { newsletterTokenQuerySchema } from './schemas.js';
import type { NewsletterService } from './service.js';

const LINKS = [
  { action: 'confirm', summary: 'Confirm a subscription from the mailed link' },
  { action: 'unsubscribe', summary: 'Unsubscribe from the link in every newsletter mail' },
] as const;

export function newsletterRoutes(service: NewsletterService, limiters: RateLimiters): Route[] {
  return [
    // Same 202 whether the address is new, pending or confirmed: the answer reveals nothing.
    route({
      method: 'POST',
      path: '/newsletter',
      access: 'public',
      summary: 'Subscribe; sends a double opt-in mail in the chosen language (repeating is harmless)',
      before: [rateLimit(limiters, [['newsletterIp', ipKey]])],
      body: newsletterSubscribeSchema,
      status: 202,
      response: acceptedSchema,
      errors: [[400, 'Invalid email'], [429, 'Rate limited']],
      handler: async ({ body: { email, locale } }, req, res) => {
        await service.subscribe(email, readerLocale(req, locale));
        res.status(202).json(ok({ accepted: true }));
      },
    }),

    // Links opened from a mail: the reader lands on the site with the outcome in the query.
    ...LINKS.map(({ action, summary }) =>
      route({
        method: 'GET',
        path: `/newsletter/${action}`,
        access: 'public',
        summary,
        answers: 'redirect',
        query: newsletterTokenQuerySchema,
        status: 302,
        handler: async ({ query }, _req, res) => {
          const outcome = await service[action](query.token);
          res.redirect(302, pagePaths.home.href(outcome));
        },
      }),
    ),
  ];
}
