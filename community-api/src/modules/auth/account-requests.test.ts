import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { accountRequestRunner, type AccountRequestHandlers } from './account-requests.js';

/**
 * Why a known and an unknown address answer alike: the route only submits, and submitting does no
 * work before it returns. (The times themselves are compared in bench/: npm run bench:reset-timing.)
 */
describe('accountRequestRunner', () => {
  const silent = pino({ level: 'silent' });

  function recordingHandlers() {
    const started: string[] = [];
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const handler = async (email: string) => {
      started.push(email);
      await gate;
    };
    const handlers: AccountRequestHandlers = { 'password-reset': handler, 'resend-verification': handler };
    return { started, handlers, release: () => release() };
  }

  it('returns before the lookup starts, so the answer never waits for it', async () => {
    const { started, handlers, release } = recordingHandlers();
    const runner = accountRequestRunner(handlers, silent);
    runner.submit({ kind: 'password-reset', email: 'member@example.org' });
    expect(started).toEqual([]);
    await Promise.resolve();
    expect(started).toEqual(['member@example.org']);
    release();
    await runner.settle();
  });

  it('settles only once the submitted work is done', async () => {
    const { handlers, release } = recordingHandlers();
    const runner = accountRequestRunner(handlers, silent);
    runner.submit({ kind: 'resend-verification', email: 'a@example.org' });
    let settled = false;
    const settling = runner.settle().then(() => (settled = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    release();
    await settling;
    expect(settled).toBe(true);
  });

  it('logs a failed request instead of throwing it at the caller', async () => {
    const errors: unknown[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => errors.push(JSON.parse(line)) });
    const failing = async () => {
      throw new Error('database down');
    };
    const runner = accountRequestRunner({ 'password-reset': failing, 'resend-verification': failing }, logger);
    expect(() => runner.submit({ kind: 'password-reset', email: 'x@example.org' })).not.toThrow();
    await runner.settle();
    expect(errors).toEqual([expect.objectContaining({ msg: 'account request failed', request: 'password-reset' })]);
  });
});
