import { describe, expect, it } from 'vitest';
import { healthSchema } from './health.js';

describe('health answer', () => {
  it('accepts only the liveness answer `ok`', () => {
    expect(healthSchema.parse({ status: 'ok' })).toEqual({ status: 'ok' });
    expect(healthSchema.safeParse({ status: 'ready' }).success).toBe(false);
  });
});
