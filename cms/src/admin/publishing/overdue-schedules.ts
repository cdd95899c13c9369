import { SCHEDULE_OVERDUE_AFTER_MS } from '@starshelf/contract';
import type { Payload } from 'payload';

export type OverdueSchedule = { jobId: number | string; collection: string; documentId: string; waitUntil: string; failed: boolean };

type ScheduleJob = {
  id: number | string;
  waitUntil?: string | null;
  hasError?: boolean | null;
  input?: { doc?: { relationTo?: string; value?: string | number } } | null;
};

/**
 * The publishing schedules that did not run (decision 123): still waiting SCHEDULE_OVERDUE_AFTER_MS
 * past their time, so the job runner is not running, or failed. The admin shows them to editors.
 */
export async function findOverdueSchedules(payload: Payload, now: Date = new Date()): Promise<OverdueSchedule[]> {
  const cutoff = new Date(now.getTime() - SCHEDULE_OVERDUE_AFTER_MS).toISOString();
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { completedAt: { exists: false } },
        { or: [{ hasError: { equals: true } }, { waitUntil: { less_than: cutoff } }] },
      ],
    },
    sort: 'waitUntil',
    limit: 20,
    depth: 0,
    overrideAccess: true,
  });
  return (docs as unknown as ScheduleJob[]).map((job) => ({
    jobId: job.id,
    collection: job.input?.doc?.relationTo ?? '',
    documentId: String(job.input?.doc?.value ?? ''),
    waitUntil: job.waitUntil ?? '',
    failed: Boolean(job.hasError),
  }));
}
