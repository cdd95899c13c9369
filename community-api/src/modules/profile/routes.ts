import { ok, ownReviewSchema, pagedSchema, pageQuerySchema } from '@starshelf/contract';
import { route, type Route } from '../../http/route.js';
import { profilePatchSchema, profileSchema } from './schemas.js';
import { localeQuerySchema, readerLocale } from '../catalogue/locale.js';
import type { ProfileService } from './service.js';

export function profileRoutes(profiles: ProfileService): Route[] {
  return [
    route({
      method: 'GET',
      path: '/profile',
      access: 'signed-in',
      summary: 'The member profile',
      response: profileSchema,
      handler: async ({ user }, _req, res) => {
        res.json(ok(await profiles.get(user)));
      },
    }),

    route({
      method: 'PATCH',
      path: '/profile',
      access: 'signed-in',
      summary: 'Update bio and names',
      body: profilePatchSchema,
      response: profileSchema,
      handler: async ({ user, body }, _req, res) => {
        res.json(ok(await profiles.update(user, body)));
      },
    }),

    route({
      method: 'GET',
      path: '/profile/reviews',
      access: 'signed-in',
      summary: "The member's reviews, newest first",
      query: pageQuerySchema.extend(localeQuerySchema.shape),
      response: pagedSchema(ownReviewSchema),
      handler: async ({ user, query }, req, res) => {
        const { page, limit, locale } = query;
        res.json(ok(await profiles.reviews(user, page, limit, readerLocale(req, locale))));
      },
    }),
  ];
}
