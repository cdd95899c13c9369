// The public entry of '@starshelf/community-api/harness': what a process that hosts the API
// itself (the benchmarks) may build it from, so nothing reaches into src/ by a relative path.
export { createApp } from '../app.js';
export { loadConfig } from '../config.js';
export { createDatabase } from '../db/database.js';
export { runMigrations } from '../db/migrate.js';
export { createPool, type LoggedStatement, type Pool } from '../db/pool.js';
export { createMailDispatcher } from '../mail/mail-dispatcher.js';
export { createMailer } from '../lib/mailer.js';
export { analyticsRepository } from '../modules/analytics/repository.js';
export { ANALYTICS_RANGES, type StoredEvent } from '../modules/analytics/schemas.js';
export { sessionService } from '../modules/auth/session-service.js';
export { userRepository } from '../modules/auth/user-repository.js';
export { listenForCatalogueChanges } from '../modules/catalogue/catalogue-changes.js';
export { PageCache } from '../modules/pages/page-cache.js';
