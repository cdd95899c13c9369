import { Router } from 'express';
import { ok } from '@starshelf/contract';
import { ipKey, rateLimit, type RateLimiters } from '../../http/rate-limit.js';
import { validate } from '../../http/validate.js';
import { newsletterSubscribeSchema, newsletterTokenQuerySchema, type NewsletterSubscribe } from './schemas.js';
import type { NewsletterService } from './service.js';

export function newsletterRoutes(service: NewsletterService, limiters: RateLimiters): Router {
  const router = Router();

  // Same 202 whether the address is new, pending or confirmed: the answer reveals nothing.
  router.post('/newsletter', rateLimit(limiters, [['newsletterIp', ipKey]]), validate({ body: newsletterSubscribeSchema }), async (req, res) => {
    const { email, locale } = req.body as NewsletterSubscribe;
    await service.subscribe(email, locale);
    res.status(202).json(ok({ accepted: true }));
  });

  // Links opened from a mail: the reader lands on the site with the outcome in the query.
  router.get('/newsletter/confirm', validate({ query: newsletterTokenQuerySchema }), async (req, res) => {
    const outcome = await service.confirm((req.query as { token?: string }).token);
    res.redirect(302, `/?newsletter=${outcome}`);
  });

  router.get('/newsletter/unsubscribe', validate({ query: newsletterTokenQuerySchema }), async (req, res) => {
    const outcome = await service.unsubscribe((req.query as { token?: string }).token);
    res.redirect(302, `/?newsletter=${outcome}`);
  });

  return router;
}
