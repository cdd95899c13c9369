/**
 * docs/rules.md §4 and §9: a catalogue document an editor deletes goes to the trash, where it can
 * be restored for this many days; after that the job runner deletes it for good (decision 121).
 */
export const TRASH_RETENTION_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment before which a document must have been trashed to be deleted for good at `now`. */
export function trashPurgeCutoff(now: Date, retentionDays: number = TRASH_RETENTION_DAYS): Date {
  return new Date(now.getTime() - retentionDays * DAY_MS);
}
