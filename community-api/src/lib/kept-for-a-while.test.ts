import { describe, expect, it } from 'vitest';
import { keptForAWhile } from './kept-for-a-while.js';

function setUp(keepMs = 1_000) {
  let now = 0;
  const kept = keptForAWhile<string, number>(keepMs, () => new Date(now));
  let reads = 0;
  const read = (value: number) => () => {
    reads += 1;
    return Promise.resolve(value);
  };
  return { kept, read, reads: () => reads, move: (ms: number) => (now += ms) };
}

describe('keptForAWhile', () => {
  it('answers from the first read until keepMs after it began, then reads again', async () => {
    const { kept, read, reads, move } = setUp();
    expect(await kept.get('a', read(1))).toBe(1);
    move(999);
    expect(await kept.get('a', read(2))).toBe(1);
    move(1);
    expect(await kept.get('a', read(3))).toBe(3);
    expect(reads()).toBe(2);
  });

  it('keeps each key on its own', async () => {
    const { kept, read } = setUp();
    expect(await kept.get('a', read(1))).toBe(1);
    expect(await kept.get('b', read(2))).toBe(2);
    expect(await kept.get('a', read(3))).toBe(1);
  });

  it('lets calls that meet a read under way share it', async () => {
    const { kept } = setUp();
    let finish: (value: number) => void = () => undefined;
    let reads = 0;
    const slow = () => {
      reads += 1;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const both = Promise.all([kept.get('a', slow), kept.get('a', slow)]);
    finish(7);
    expect(await both).toEqual([7, 7]);
    expect(reads).toBe(1);
  });

  it('does not keep a failed read', async () => {
    const { kept, read } = setUp();
    await expect(kept.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await kept.get('a', read(2))).toBe(2);
  });

  it('forgets everything, including a read begun before', async () => {
    const { kept, read } = setUp();
    expect(await kept.get('a', read(1))).toBe(1);
    let finish: (value: number) => void = () => undefined;
    const under = kept.get('b', () => new Promise<number>((resolve) => (finish = resolve)));
    kept.forget();
    finish(5);
    expect(await under).toBe(5);
    expect(await kept.get('a', read(2))).toBe(2);
    expect(await kept.get('b', read(6))).toBe(6);
  });
});
