import { z } from 'zod';

/**
 * The `goodreads-imports` queue: one `apply` job per upload (Goodreads or StoryGraph since decision
 * 098; the name stays, so jobs queued before an upgrade are still found), keyed by the import's id.
 */
export const IMPORT_QUEUE = 'goodreads-imports';
export const APPLY_IMPORT_JOB = 'apply';

export const importJobSchema = z.object({ importId: z.uuid() });
export type ImportJob = z.infer<typeof importJobSchema>;

/**
 * Rows matched and applied per transaction: big enough that 5,000 rows take a few dozen round
 * trips, small enough that no transaction holds the member's rows for long and progress moves.
 */
export const IMPORT_BATCH_ROWS = 100;

/**
 * The pause between batches. An import is never urgent (the member watches a progress bar) and
 * shares the database's cores with every reader of the site; 20 pauses add a second to 5,000 rows.
 */
export const IMPORT_BATCH_PAUSE_MS = 100;

/** The catalogue matcher's shapes ('@starshelf/cms/catalogue' matchShelfBooks). */
export type ShelfBookKey = { isbns: readonly string[]; goodreadsBookId: number | null; title: string; author: string };
export type ShelfMatch = { bookId: number; by: 'isbn' | 'goodreads-id' | 'title-author' } | null;
export type MatchShelfBooks = (keys: readonly ShelfBookKey[]) => Promise<ShelfMatch[]>;
