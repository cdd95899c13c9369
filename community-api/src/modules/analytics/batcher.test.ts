import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher.js';

describe('batcher', () => {
  it('writes a full batch at once and the rest after the wait', async () => {
    const writes: number[][] = [];
    const batcher = createBatcher<number>(async (items) => void writes.push(items), { maxSize: 3, maxWaitMs: 20 });
    await Promise.all([1, 2, 3, 4].map((item) => batcher.add(item)));
    expect(writes).toEqual([[1, 2, 3], [4]]);
  });

  it('fails every item of a batch whose write fails, and keeps working afterwards', async () => {
    let shouldFail = true;
    const batcher = createBatcher<number>(
      async () => {
        if (shouldFail) throw new Error('database down');
      },
      { maxSize: 2, maxWaitMs: 5 },
    );
    const results = await Promise.allSettled([batcher.add(1), batcher.add(2)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    shouldFail = false;
    await expect(batcher.add(3)).resolves.toBeUndefined();
  });
});
