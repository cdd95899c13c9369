import type { ErrorCode } from '@starshelf/contract';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse } from './render';

describe('faked error answers', () => {
  it('wrap code and message in the error envelope with the given status', async () => {
    const response = errorResponse('QUOTA_EXCEEDED', 'quota', 429);
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ success: false, error: { code: 'QUOTA_EXCEEDED', message: 'quota' } });
  });

  it('refuse a code the contract does not know', () => {
    expect(() => errorResponse('TEAPOT' as ErrorCode, 'short and stout', 418)).toThrow();
  });

  it('answer a status of 400 and more as NOT_FOUND when faked through jsonResponse', async () => {
    const response = jsonResponse(null, 404);
    expect(await response.json()).toEqual({ success: false, error: { code: 'NOT_FOUND', message: 'missing' } });
  });
});
