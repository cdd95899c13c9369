import { accountExportSchema, deleteAccountSchema, ok, ownReviewSchema, pagedSchema, pageQuerySchema, profilePatchSchema, profileSchema } from '@starshelf/contract';
import type { Config } from '../../config.js';
import { clearSessionCookie } from '../../http/cookies.js';
import { ipKey, rateLimit, userKey, type RateLimiters } from '../../http/rate-limit.js';
import { currentSessionToken } from '../../http/request-context.js';
import { route, type Route } from '../../http/route.js';
import type { Clock } from '../../lib/clock.js';
import type { AccountEraser } from './account-erasure.js';
import { exportFileName, type AccountExporter } from './account-export.js';
import { localeQuerySchema, readerLocale } from '../../http/reader-locale.js';
import type { ProfileService } from './service.js';

type Deps = {
  profiles: ProfileService;
  exporter: AccountExporter;
  eraser: AccountEraser;
  config: Pick<Config, 'session'>;
  limiters: RateLimiters;
  clock: Clock;
};

export function profileRoutes({ profiles, exporter, eraser, config, limiters, clock }: Deps): Route[] {
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

    route({
      method: 'GET',
      path: '/profile/export',
      access: 'signed-in',
      summary: 'Everything held about the member, as one JSON download',
      download: accountExportSchema,
      errors: [[429, 'Too many exports']],
      before: [rateLimit(limiters, [['accountExportUser', userKey]])],
      handler: async ({ user }, req, res) => {
        const document = await exporter.export(user, currentSessionToken(req));
        res.set({
          'Content-Disposition': `attachment; filename="${exportFileName(clock())}"`,
          // Personal data: no shared or browser cache may keep a copy.
          'Cache-Control': 'no-store',
        });
        res.json(document);
      },
    }),

    route({
      method: 'DELETE',
      path: '/profile',
      access: 'signed-in',
      summary: 'Erase the account (decision 074); the session ends',
      // Each call checks a password, so it is limited like a sign-in from the same address.
      before: [rateLimit(limiters, [['loginIp', ipKey]])],
      body: deleteAccountSchema,
      answers: 'no-content',
      status: 204,
      errors: [[401, 'INVALID_CREDENTIALS (or anonymous)'], [409, 'CONFLICT: the last administrator'], [429, 'Rate limited']],
      handler: async ({ user, body }, _req, res) => {
        await eraser.erase(user, body.currentPassword);
        clearSessionCookie(res, config);
        res.status(204).end();
      },
    }),
  ];
}
