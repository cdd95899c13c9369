import { describe, expect, it } from 'vitest';
import { modelDeadline, ModelTimeout, untilAborted } from './model-deadline.js';
import { describeModelFailure, EmptyModelAnswer } from './model-failure.js';

async function* silentAfter(first: string[]): AsyncGenerator<string> {
  yield* first;
  await new Promise(() => undefined);
}

async function collect(source: AsyncIterable<string>): Promise<{ items: string[]; error: unknown }> {
  const items: string[] = [];
  try {
    for await (const item of source) items.push(item);
  } catch (error) {
    return { items, error };
  }
  return { items, error: undefined };
}

describe('the model deadline', () => {
  it('ends a source that falls silent after the idle limit, with the reason', async () => {
    const deadline = modelDeadline({ answerMs: 5_000, idleMs: 50 });
    const { items, error } = await collect(untilAborted(silentAfter(['a', 'b']), deadline.signal));
    deadline.release();
    expect(items).toEqual(['a', 'b']);
    expect(error).toBeInstanceOf(ModelTimeout);
    expect((error as ModelTimeout).limit).toBe('idle');
  });

  it('ends a source that never stops talking at the answer deadline, however often it makes progress', async () => {
    const deadline = modelDeadline({ answerMs: 120, idleMs: 50 });
    async function* chatty(): AsyncGenerator<string> {
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        deadline.progress();
        yield 'more';
      }
    }
    const started = Date.now();
    const { error } = await collect(untilAborted(chatty(), deadline.signal));
    deadline.release();
    expect((error as ModelTimeout).limit).toBe('answer');
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('passes the caller’s abort on as it is', async () => {
    const caller = new AbortController();
    const deadline = modelDeadline({ answerMs: 5_000, idleMs: 5_000 }, caller.signal);
    setTimeout(() => caller.abort(new Error('member left')), 20);
    const { error } = await collect(untilAborted(silentAfter([]), deadline.signal));
    deadline.release();
    expect((error as Error).message).toBe('member left');
  });
});

describe('a model failure in the log', () => {
  it('names its kind and status and never carries the key', () => {
    const serverError = Object.assign(new Error('500 upstream failed for Bearer sk-secret-123'), { status: 500 });
    expect(describeModelFailure(serverError, ['sk-secret-123'])).toEqual({ failure: 'server_error', status: 500, message: '500 upstream failed for Bearer [redacted]' });
    expect(describeModelFailure(Object.assign(new Error('429'), { status: 429 }), []).failure).toBe('rate_limited');
    expect(describeModelFailure(new ModelTimeout('idle', 20_000), []).failure).toBe('silent');
    expect(describeModelFailure(new EmptyModelAnswer(), []).failure).toBe('empty_answer');
    expect(describeModelFailure(new Error('x'.repeat(5_000)), []).message.length).toBe(300);
  });
});
