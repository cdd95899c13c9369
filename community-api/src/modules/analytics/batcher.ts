export type Batcher<T> = {
  /** Resolves once the batch holding `item` is written; rejects with that batch's error. */
  add: (item: T) => Promise<void>;
  /** Writes whatever waits now (shutdown). */
  flush: () => Promise<void>;
};

type Waiting<T> = { item: T; resolve: () => void; reject: (error: unknown) => void };

/**
 * Collects items until `maxSize` or `maxWaitMs` and writes them with one `write` call. The BullMQ
 * worker runs with a concurrency of `maxSize`, so a burst of jobs fills one batch, and a failed
 * write fails every job in it: BullMQ retries them and the write is idempotent.
 */
export function createBatcher<T>(write: (items: T[]) => Promise<void>, options: { maxSize: number; maxWaitMs: number }): Batcher<T> {
  let waiting: Array<Waiting<T>> = [];
  let timer: NodeJS.Timeout | undefined;

  const flush = async () => {
    clearTimeout(timer);
    timer = undefined;
    const batch = waiting;
    waiting = [];
    if (batch.length === 0) return;
    try {
      await write(batch.map((entry) => entry.item));
      for (const entry of batch) entry.resolve();
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    }
  };

  return {
    add: (item) =>
      new Promise<void>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        if (waiting.length >= options.maxSize) void flush();
        else timer ??= setTimeout(() => void flush(), options.maxWaitMs);
      }),
    flush,
  };
}
