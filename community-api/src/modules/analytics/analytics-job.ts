/** The `analytics` queue: one job per accepted event (`event`), plus the scheduled retention (`cleanup`). */
export const ANALYTICS_QUEUE = 'analytics';
export const ANALYTICS_EVENT_JOB = 'event';
export const ANALYTICS_CLEANUP_JOB = 'cleanup';
/** Raw events older than this are removed by the scheduled cleanup; above the longest dashboard range. */
export const DEFAULT_RETENTION_DAYS = 400;
export const DEFAULT_CLEANUP_EVERY_MS = 6 * 60 * 60_000;
