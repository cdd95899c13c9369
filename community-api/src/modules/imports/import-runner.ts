import type { Pool } from '../../db/pool.js';
import { createJobProducer, type ProducerContext } from '../../queue/job-producer.js';
import { APPLY_IMPORT_JOB, IMPORT_QUEUE, type ImportJob, type MatchShelfBooks } from './import-job.js';
import { runImport } from './run-import.js';

export type ImportRunner = {
  /** Hands the stored import to the worker, or runs it in this process in the background. */
  start: (importId: string) => Promise<void>;
  /** Waits for in-process imports (tests, shutdown). */
  settle: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * Imports on the `goodreads-imports` queue. One attempt: a job that threw ends `failed`, and one
 * whose process died stays `running`; either way the member uploads the file again, which applies
 * only what the first run did not (nothing is ever written twice).
 */
export function createImportRunner(options: ProducerContext & { pool: Pool; match: MatchShelfBooks }): ImportRunner {
  const producer = createJobProducer<ImportJob>(options, {
    queue: IMPORT_QUEUE,
    jobName: () => APPLY_IMPORT_JOB,
    jobId: (job) => job.importId,
    jobOptions: { attempts: 1, removeOnComplete: true, removeOnFail: 100 },
    enqueueTimeoutMs: 500,
    run: (job) => runImport({ pool: options.pool, logger: options.logger, match: options.match }, job),
    inProcess: 'background',
  });
  return {
    start: async (importId) => {
      await producer.submit({ importId });
    },
    settle: producer.settle,
    close: producer.close,
  };
}
