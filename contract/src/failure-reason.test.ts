import { describe, expect, it } from 'vitest';

import { failureReason } from './failure-reason.js';

describe('failureReason', () => {
  it('names the innermost cause of a wrapped error', () => {
    const driver = new Error('role "nobody" does not exist');
    const wrapper = new Error('Failed query: CREATE SCHEMA IF NOT EXISTS "community"\nparams: ', { cause: driver });
    expect(failureReason(wrapper)).toBe('role "nobody" does not exist');
  });

  it('keeps the outer message when the cause says nothing', () => {
    expect(failureReason(new Error('cannot connect', { cause: new Error('') }))).toBe('cannot connect');
  });

  it('puts a multi-line message on one line', () => {
    expect(failureReason(new Error('first line\n  second line'))).toBe('first line second line');
  });

  it('describes values that are not errors', () => {
    expect(failureReason('plain text')).toBe('plain text');
    expect(failureReason(undefined)).toBe('undefined');
    expect(failureReason(new Error(''))).toBe('unknown error');
  });
});
