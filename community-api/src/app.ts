import express, { type Router } from 'express';
import type { Config } from './config.js';
import { createDatabase } from './db/database.js';
import type { Pool } from './db/pool.js';
import type { MailDispatcher } from './mail/mail-dispatcher.js';
import { catalogueMatcher } from './modules/imports/catalogue-matcher.js';
import { createImportRunner, type ImportRunner } from './modules/imports/import-runner.js';
import { createRatingAggregator, type RatingAggregator } from './modules/ratings/rating-aggregator.js';
import { systemClock, type Clock } from './lib/clock.js';
import type { Logger } from './lib/logger.js';
import type { Redis } from './lib/redis.js';
import { csrfProtection } from './http/csrf.js';
import { errorHandler } from './http/error-handler.js';
import { inProcessApi } from './http/in-process-call.js';
import { jsonBody } from './http/json-body.js';
import { notFound } from './http/not-found.js';
import { createRateLimiters, type RateLimits } from './http/rate-limit.js';
import { requestIdOf, requestLogger } from './http/request-logger.js';
import { mountRoutes, type Route } from './http/route.js';
import { securityHeaders } from './http/security-headers.js';
import { sessionMiddleware } from './http/session.js';
import { authRoutes } from './modules/auth/routes.js';
import { authService } from './modules/auth/service.js';
import { accountRequestRunner } from './modules/auth/account-requests.js';
import { accountRoutes } from './modules/auth/account-routes.js';
import { accountSettingsService } from './modules/auth/account-settings.js';
import { addressMoves } from './modules/auth/address-moves.js';
import { passwordReplacement } from './modules/auth/password-replacement.js';
import { passwordResetService } from './modules/auth/password-reset.js';
import { pendingRegistrationStore } from './modules/auth/pending-registrations.js';
import { signInWith } from './modules/auth/sign-in.js';
import { adminUserRepository } from './modules/admin-users/repository.js';
import { adminUserRoutes } from './modules/admin-users/routes.js';
import { adminUserService } from './modules/admin-users/service.js';
import { auditTrail } from './modules/moderation/audit-trail.js';
import { reviewReports } from './modules/moderation/reports.js';
import { reviewVisibility } from './modules/moderation/review-visibility.js';
import { moderationRoutes } from './modules/moderation/routes.js';
import { usersModeration } from './modules/moderation/users-moderation.js';
import { analyticsRepository } from './modules/analytics/repository.js';
import { analyticsRoutes } from './modules/analytics/routes.js';
import { createAnalyticsIngest } from './modules/analytics/analytics-ingest.js';
import { catalogueRoutes } from './modules/catalogue/routes.js';
import { modalBookReader } from './modules/catalogue/modal-data.js';
import { catalogueWriteRoutes } from './modules/catalogue-writes/routes.js';
import { editionRoutes } from './modules/editions/routes.js';
import { newsletterRoutes } from './modules/newsletter/routes.js';
import { newsletterService } from './modules/newsletter/service.js';
import { ratingRepository } from './modules/ratings/repository.js';
import { ratingRoutes } from './modules/ratings/routes.js';
import { goodreadsExporter } from './modules/reading-list/goodreads-export.js';
import { readingListRepository } from './modules/reading-list/repository.js';
import { readingListRoutes } from './modules/reading-list/routes.js';
import { shelfItemsRepository } from './modules/reading-list/shelf-items-repository.js';
import { recommendationRoutes } from './modules/recommendations/routes.js';
import { searchRoutes } from './modules/search/routes.js';
import { sitemapRoutes } from './modules/sitemap/routes.js';
import { sitemapService, type SitemapService } from './modules/sitemap/service.js';
import { NO_CATALOGUE_CHANGES, type CatalogueChanges } from './modules/catalogue/catalogue-changes.js';
import { DEFAULT_PAGE_RENDERER_PATH, pageRendererFrom, type PageRendererSource } from './modules/pages/page-renderer.js';
import type { PageCache } from './modules/pages/page-cache.js';
import { pageRoutes, type PageDataSource } from './modules/pages/routes.js';
import { SharedPageCache } from './modules/pages/shared-page-cache.js';
import { chatApi, chatQuotaFor } from './modules/chat/chat-api.js';
import { sessionService } from './modules/auth/session-service.js';
import { userRepository } from './modules/auth/user-repository.js';
import { verificationTokenService } from './modules/auth/verification-tokens.js';
import { docsRoutes } from './modules/docs/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { importRepository } from './modules/imports/repository.js';
import { importRoutes, UPLOAD_PATHS } from './modules/imports/routes.js';
import { profileRoutes } from './modules/profile/routes.js';
import { profileRepository } from './modules/profile/profile-repository.js';
import { profileService } from './modules/profile/service.js';
import { accountExporter } from './modules/profile/account-export.js';
import { accountEraser } from './modules/profile/account-erasure.js';

export type AppDeps = {
  config: Config;
  logger: Logger;
  pool: Pool;
  /** Absent when the process runs without Redis (jobs in-process); readiness then skips it. */
  redis?: Redis | undefined;
  /** Queues mail for the worker, or sends it in-process without Redis. */
  mail: MailDispatcher;
  /**
   * Carries rating aggregates to the catalogue (queue, else in-process). Built from `redis` when
   * not given; server.ts passes its own so shutdown can close it.
   */
  ratingAggregator?: RatingAggregator | undefined;
  /** Runs Goodreads imports (queue, else in-process); built from `redis` when not given, like the aggregator. */
  importRunner?: ImportRunner | undefined;
  /** Tests move time to expire links and sessions. */
  clock?: Clock | undefined;
  /** Tests lower limits to reach them quickly. */
  rateLimits?: Partial<RateLimits> | undefined;
  /**
   * Extra routers mounted under /api before the 404 and error handlers. Tests use it to reach the
   * error paths through the real middleware stack.
   */
  extraRoutes?: Router[];
  /**
   * The server-rendered pages: the renderer (else the configured file) and the catalogue's change
   * notices (server.ts listens; without them every page and sitemap is made afresh, never cached).
   */
  pages?:
    | {
        renderer?: PageRendererSource | undefined;
        changes?: CatalogueChanges | undefined;
        cache?: PageCache | undefined;
        /** The filtered lists' own page cache (decision 105). */
        filteredCache?: PageCache | undefined;
        /** The pages shared through Redis (decision 132); built from `redis` when not given, `null` for none. */
        shared?: SharedPageCache | null | undefined;
        /** The renderer's data calls instead of the API's routes called in process (the benchmark compares an HTTP source). */
        pageData?: PageDataSource | undefined;
      }
    | undefined;
  /** The sitemaps' builder instead of the catalogue's (tests count its builds). */
  sitemaps?: SitemapService | undefined;
  /** The chatbot's model instead of the configured one (tests: LangChain fake models; null: offline). */
  chatModel?: Parameters<typeof chatApi>[0]['model'];
};

export type App = express.Express & { /** Every declared /api route (docs and the authorisation matrix read them). */ routes: readonly Route[] };

/** Builds the Express app without listening, so tests and server.ts share the same stack. */
export function createApp(deps: AppDeps): App {
  const { config } = deps;
  const clock = deps.clock ?? systemClock;
  const db = createDatabase(deps.pool);
  const users = userRepository(db);
  const sessions = sessionService(db, config.session, clock);
  const tokens = verificationTokenService(db, clock);
  const signIn = signInWith({ users, sessions, clock });
  const accountDeps = { users, sessions, tokens, mail: deps.mail, clock, publicUrl: config.publicUrl };
  const auth = authService({ ...accountDeps, registrations: pendingRegistrationStore(db, clock), signIn });
  const replacePassword = passwordReplacement(db, clock);
  const passwordReset = passwordResetService({ ...accountDeps, replacePassword, signIn });
  const accountSettings = accountSettingsService({ ...accountDeps, replacePassword, moves: addressMoves(db, clock) });
  const accountRequests = accountRequestRunner(
    { 'resend-verification': auth.resendVerification, 'password-reset': passwordReset.sendResetLink },
    deps.logger,
  );
  const limiters = createRateLimiters({
    redis: deps.redis,
    redisPrefix: config.redisPrefix,
    limits: { pageRenderIp: { points: config.pageRendersPerMinute, durationSeconds: 60 }, ...deps.rateLimits },
  });

  const app = express();
  app.disable('x-powered-by');
  // Exactly the hops the operator names (TRUST_PROXY): req.ip, and so every rate-limit bucket, is
  // the real client's address, and a client cannot choose it with its own X-Forwarded-For.
  app.set('trust proxy', config.trustProxy);

  app.use(requestLogger(deps.logger));
  app.use(securityHeaders(config.nodeEnv === 'production'));
  // Before the body parser: a refused cross-site request is not even parsed.
  app.use(csrfProtection(config.publicUrl, UPLOAD_PATHS.map((path) => `/api${path}`)));
  app.use(jsonBody());
  app.use('/api', sessionMiddleware(config, sessions));

  const ratingAggregator =
    deps.ratingAggregator ?? createRatingAggregator({ pool: deps.pool, logger: deps.logger, redis: deps.redis, redisPrefix: config.redisPrefix });
  const ratings = ratingRepository(deps.pool);
  const imports = importRepository(deps.pool);
  const importRunner =
    deps.importRunner ?? createImportRunner({ pool: deps.pool, logger: deps.logger, redis: deps.redis, redisPrefix: config.redisPrefix, match: catalogueMatcher });
  const readingList = readingListRepository(deps.pool);
  const analytics = analyticsRepository(deps.pool);
  // Shares the API's Redis connection, which server.ts closes; the queue object holds nothing else.
  const ingest = createAnalyticsIngest({ repository: analytics, logger: deps.logger, redis: deps.redis, redisPrefix: config.redisPrefix });
  // One quota for the chat and the account's export and erasure (without Redis it counts in memory).
  const chatQuota = chatQuotaFor(config, deps.redis);

  // Every route of /api, by domain, in the order Express must see them: the search paths before
  // `/books/:idOrSlug`, which would otherwise take "search" for a slug.
  // The catalogue's revision: what is kept of the catalogue (pages, sitemaps, genres, moods) is kept per revision.
  const changes = deps.pages?.changes ?? NO_CATALOGUE_CHANGES;
  const eraser = accountEraser({ db, aggregator: ratingAggregator, quota: chatQuota });
  const routes: Route[] = [
    ...healthRoutes({ pool: deps.pool, redis: deps.redis }),
    ...docsRoutes(config.publicUrl, () => routes),
    ...authRoutes({ config, auth, requests: accountRequests, limiters, clock }),
    ...accountRoutes({ config, requests: accountRequests, reset: passwordReset, settings: accountSettings, sessions, limiters }),
    ...profileRoutes({
      profiles: profileService(users, profileRepository(deps.pool)),
      exporter: accountExporter({ db, quota: chatQuota, clock, importReports: imports.reportsOf }),
      eraser,
      config,
      limiters,
      clock,
    }),
    ...searchRoutes(),
    ...editionRoutes(),
    ...ratingRoutes(ratings, ratingAggregator, limiters),
    ...readingListRoutes({ entries: readingList, exporter: goodreadsExporter(shelfItemsRepository(deps.pool)), clock, limiters }),
    ...importRoutes({ imports, runner: importRunner, limiters, clock }),
    ...recommendationRoutes(deps.pool, limiters),
    ...catalogueWriteRoutes(),
    ...catalogueRoutes({ ratings, readingList, modalBook: modalBookReader(deps.pool), changes }),
    ...analyticsRoutes({ repository: analytics, ingest, limiters, clock, logger: deps.logger }),
    ...adminUserRoutes(adminUserService(adminUserRepository(db), clock, deps.pool)),
    ...moderationRoutes({
      pool: deps.pool,
      reports: reviewReports(deps.pool),
      visibility: reviewVisibility(deps.pool),
      audit: auditTrail(deps.pool),
      users: usersModeration({ pool: deps.pool, eraser, findUser: users.findById, clock, mail: deps.mail, publicUrl: config.publicUrl }),
      limiters,
    }),
    ...newsletterRoutes(newsletterService({ db, mail: deps.mail, clock, publicUrl: config.publicUrl }), limiters),
    ...chatApi({ config, pool: deps.pool, logger: deps.logger, redis: deps.redis, model: deps.chatModel, quota: chatQuota }),
  ];

  const api = mountRoutes(routes);
  for (const router of deps.extraRoutes ?? []) api.use(router);

  app.use('/api', api);
  // The pages read the same declared routes as /api, in process (decision 115).
  const inProcess = inProcessApi(routes, { onFault: (error, url, requestId) => deps.logger.error({ err: error, url, requestId }, 'in-process API call failed') });
  app.use(sitemapRoutes(deps.sitemaps ?? sitemapService(config.publicUrl), { limiters, changes }));
  app.use(
    pageRoutes({
      renderer: deps.pages?.renderer ?? pageRendererFrom(config.pageRendererPath ?? DEFAULT_PAGE_RENDERER_PATH, deps.logger),
      pageData: deps.pages?.pageData ?? ((language, req) => inProcess.forLanguage(language, requestIdOf(req))),
      changes,
      publicUrl: config.publicUrl,
      logger: deps.logger,
      limiters,
      cache: deps.pages?.cache,
      filteredCache: deps.pages?.filteredCache,
      shared: deps.pages?.shared === null ? undefined : (deps.pages?.shared ?? (deps.redis ? new SharedPageCache(deps.redis, config.redisPrefix, deps.logger) : undefined)),
    }),
  );
  app.use(notFound);
  app.use(errorHandler);
  return Object.assign(app, { routes });
}
