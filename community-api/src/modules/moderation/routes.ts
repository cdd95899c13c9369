import { z } from 'zod';
import {
  acceptedSchema,
  auditEntrySchema,
  auditQuerySchema,
  ok,
  pagedSchema,
  reportedReviewSchema,
  reportsDismissSchema,
  reportsQuerySchema,
  reviewHideSchema,
  reviewModeratedSchema,
  reviewReportSchema,
  reviewRestoreSchema,
  usersModeratedSchema,
  usersModerateSchema,
  type ReviewRef,
} from '@starshelf/contract';
import { AppError } from '../../http/app-error.js';
import { catalogueIdOf } from '../../http/catalogue-error.js';
import { rateLimit, userKey, type RateLimiters } from '../../http/rate-limit.js';
import { localeQuerySchema, readerLocale } from '../../http/reader-locale.js';
import { requestLog } from '../../http/request-logger.js';
import { route, type Route } from '../../http/route.js';
import type { Pool } from '../../db/pool.js';
import type { AuditTrail } from './audit-trail.js';
import type { ReviewReports } from './reports.js';
import type { ReviewVisibility } from './review-visibility.js';
import type { UsersModeration } from './users-moderation.js';

type Deps = { pool: Pool; reports: ReviewReports; visibility: ReviewVisibility; audit: AuditTrail; users: UsersModeration; limiters: RateLimiters };

const reviewPathSchema = z.object({ idOrSlug: z.string().trim().min(1).max(300), userId: z.uuid() });
const NO_REVIEW = [404, 'No such review'] as const;

/** docs/api.md "Moderation": readers report reviews; administrators hide, restore, dismiss and moderate accounts. */
export function moderationRoutes({ pool, reports, visibility, audit, users, limiters }: Deps): Route[] {
  const notFound = () => new AppError('NOT_FOUND', 404, 'Review not found');

  /** Hide, restore or dismiss, with the review's reports and the audit row in one transaction. */
  const act = async (review: ReviewRef, work: (db: Pick<Pool, 'query'>) => Promise<{ exists: boolean; resolved: number }>) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const outcome = await work(client);
      if (!outcome.exists) throw notFound();
      await client.query('commit');
      return outcome.resolved;
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  };

  return [
    ...(['books', 'authors'] as const).map((kind) =>
      route({
        method: 'POST',
        path: `/${kind}/:idOrSlug/reviews/:userId/reports`,
        access: 'signed-in',
        summary: `Report a ${kind === 'books' ? 'book' : 'author'} review (one open report per reader and review)`,
        before: [rateLimit(limiters, [['reportUser', userKey]])],
        params: reviewPathSchema,
        body: reviewReportSchema,
        status: 202,
        response: acceptedSchema,
        errors: [NO_REVIEW, [409, 'Already reported by this reader'], [429, 'Rate limited']],
        handler: async ({ params, body, user }, _req, res) => {
          const review: ReviewRef = { kind: kind === 'books' ? 'book' : 'author', itemId: await catalogueIdOf(kind, params.idOrSlug), userId: params.userId };
          if (review.userId === user.id) throw new AppError('VALIDATION_FAILED', 400, 'You cannot report your own review');
          if (!(await reports.readableReview(review))) throw notFound();
          await reports.file(review, user.id, body);
          res.status(202).json(ok({ accepted: true }));
        },
      }),
    ),

    route({
      method: 'GET',
      path: '/admin/reports',
      access: 'SUPER_USER',
      summary: 'Reviews with open (or resolved) reports, most reported first, with the author\'s other recent reviews',
      query: reportsQuerySchema.extend(localeQuerySchema.shape),
      response: pagedSchema(reportedReviewSchema),
      handler: async ({ query }, req, res) => {
        res.json(ok(await reports.queue(query, readerLocale(req, query.locale))));
      },
    }),

    route({
      method: 'POST',
      path: '/admin/reviews/hide',
      access: 'SUPER_USER',
      summary: "Hide a review's text from everyone but its author and administrators (the rating still counts); resolves its reports",
      body: reviewHideSchema,
      response: reviewModeratedSchema,
      errors: [NO_REVIEW],
      handler: async ({ body: { reason, ...review }, user }, req, res) => {
        const resolved = await act(review, async (db) => {
          const exists = await visibility.hide(review, reason, db);
          const count = exists ? await reports.resolve(review, 'hidden', db) : 0;
          if (exists) await audit.record(db, [{ actorId: user.id, targetId: review.userId, action: 'review_hidden', reason, review }]);
          return { exists, resolved: count };
        });
        await visibility.pagesChanged();
        requestLog(req).info({ actorId: user.id, targetId: review.userId, action: 'review_hidden' }, 'administrator moderated a review');
        res.json(ok({ review: (await reports.moderated(review, readerLocale(req)))!, resolvedReports: resolved }));
      },
    }),

    route({
      method: 'POST',
      path: '/admin/reviews/restore',
      access: 'SUPER_USER',
      summary: "Show a hidden review's text again",
      body: reviewRestoreSchema,
      response: reviewModeratedSchema,
      errors: [NO_REVIEW],
      handler: async ({ body: review, user }, req, res) => {
        await act(review, async (db) => {
          const exists = await visibility.restore(review, db);
          if (exists) await audit.record(db, [{ actorId: user.id, targetId: review.userId, action: 'review_restored', review }]);
          return { exists, resolved: 0 };
        });
        await visibility.pagesChanged();
        requestLog(req).info({ actorId: user.id, targetId: review.userId, action: 'review_restored' }, 'administrator moderated a review');
        res.json(ok({ review: (await reports.moderated(review, readerLocale(req)))!, resolvedReports: 0 }));
      },
    }),

    route({
      method: 'POST',
      path: '/admin/reports/dismiss',
      access: 'SUPER_USER',
      summary: "Dismiss a review's open reports, leaving the review as it is",
      body: reportsDismissSchema,
      response: reviewModeratedSchema,
      errors: [NO_REVIEW],
      handler: async ({ body: review, user }, req, res) => {
        const found = await reports.moderated(review, readerLocale(req));
        if (!found) throw notFound();
        const resolved = await act(review, async (db) => {
          const count = await reports.resolve(review, 'dismissed', db);
          await audit.record(db, [{ actorId: user.id, targetId: review.userId, action: 'reports_dismissed', review }]);
          return { exists: true, resolved: count };
        });
        res.json(ok({ review: found, resolvedReports: resolved }));
      },
    }),

    route({
      method: 'POST',
      path: '/admin/users/moderate',
      access: 'SUPER_USER',
      summary: 'Suspend, unsuspend or erase up to 500 accounts; administrators and oneself are skipped',
      body: usersModerateSchema,
      response: usersModeratedSchema,
      handler: async ({ body, user }, req, res) => {
        const outcome = await users.moderate(user, body);
        requestLog(req).info({ actorId: user.id, action: body.action, done: outcome.done.length, skipped: outcome.skipped.length }, 'administrator moderated accounts');
        res.json(ok(outcome));
      },
    }),

    route({
      method: 'GET',
      path: '/admin/audit',
      access: 'SUPER_USER',
      summary: 'Every administration and moderation action, newest first',
      query: auditQuerySchema,
      response: pagedSchema(auditEntrySchema),
      handler: async ({ query }, _req, res) => {
        res.json(ok(await audit.list(query)));
      },
    }),
  ];
}
