import { Router } from 'express';
import { ok, pageQuerySchema, type PageQuery } from '@starshelf/contract';
import { currentUser } from '../../http/request-context.js';
import { validate } from '../../http/validate.js';
import { profilePatchSchema, type ProfilePatch } from './schemas.js';
import { readLocale, localeOf } from '../catalogue/locale.js';
import type { ProfileService } from './service.js';

// Every route here is 'signed-in' in the permission table, so a user is always present.
export function profileRoutes(profiles: ProfileService): Router {
  const router = Router();

  router.get('/profile', async (req, res) => {
    res.json(ok(await profiles.get(currentUser(req)!)));
  });

  router.patch('/profile', validate({ body: profilePatchSchema }), async (req, res) => {
    res.json(ok(await profiles.update(currentUser(req)!, req.body as ProfilePatch)));
  });

  router.get('/profile/reviews', readLocale, validate({ query: pageQuerySchema }), async (req, res) => {
    const { page, limit } = req.query as unknown as PageQuery;
    res.json(ok(await profiles.reviews(currentUser(req)!, page, limit, localeOf(res))));
  });

  return router;
}
