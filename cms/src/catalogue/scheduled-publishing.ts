import { cataloguePayload } from './runtime.js';
import { catalogueQuery } from './sql.js';

/** Payload's task that publishes (or unpublishes) a document at its scheduled time. */
export const SCHEDULE_PUBLISH_TASK = 'schedulePublish';
/** The queue the admin's schedule drawer puts its jobs on. */
const SCHEDULE_QUEUE = 'default';

/** A schedule that is waiting: not run, not running, not failed. */
const WAITING = `task_slug = '${SCHEDULE_PUBLISH_TASK}' and completed_at is null and processing = false and coalesce(has_error, false) = false`;

export type ScheduledPublishRun = { due: number };

/**
 * Runs the publishing schedules whose time has come (decision 123), as the job runner does every
 * SCHEDULED_PUBLISH_POLL_MS: one query on the library's pool, and only when something is due it
 * boots Payload and runs Payload's own `schedulePublish` jobs, so the publish is an ordinary Payload
 * update by the editor who scheduled it, with its hooks (search, change notice, version).
 */
export async function publishDueSchedules(now: Date = new Date()): Promise<ScheduledPublishRun> {
  const [row] = await catalogueQuery<{ due: number }>(
    `select count(*)::int as due from cms.payload_jobs where ${WAITING} and wait_until <= $1`,
    [now.toISOString()],
  );
  const due = row?.due ?? 0;
  if (due === 0) return { due };
  const payload = await cataloguePayload();
  await payload.jobs.run({ queue: SCHEDULE_QUEUE, where: { taskSlug: { equals: SCHEDULE_PUBLISH_TASK } }, limit: 100, silent: true });
  return { due };
}
