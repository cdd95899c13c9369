import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { envelopeSchema, errorEnvelopeSchema, fail, ok, successEnvelope } from './envelope.js';
import { ERROR_CODES, ERROR_STATUS, toFieldIssues } from './errors.js';

describe('envelope helpers', () => {
  it('wraps data in a success envelope', () => {
    expect(ok({ id: 1 })).toEqual({ success: true, data: { id: 1 } });
  });

  it.each([
    [fail('NOT_FOUND', 'The requested item was not found.'), { success: false, error: { code: 'NOT_FOUND', message: 'The requested item was not found.' } }],
    [
      fail('VALIDATION_FAILED', 'Please check your input and try again.', [{ path: 'title', message: 'Titel ist erforderlich' }]),
      {
        success: false,
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Please check your input and try again.',
          details: [{ path: 'title', message: 'Titel ist erforderlich' }],
        },
      },
    ],
  ])('builds the error envelope %#', (actual, expected) => {
    expect(actual).toEqual(expected);
    expect(errorEnvelopeSchema.safeParse(actual).success).toBe(true);
  });
});

describe('envelope schemas', () => {
  const bookEnvelope = successEnvelope(z.object({ id: z.number() }));

  it.each([
    [{ success: true, data: { id: 1 } }, true],
    [{ success: true, data: { id: 'x' } }, false],
    [{ success: false, error: { code: 'NOT_FOUND', message: 'x' } }, false],
  ])('successEnvelope accepts %j: %s', (value, expected) => {
    expect(bookEnvelope.safeParse(value).success).toBe(expected);
  });

  it.each([
    [{ success: true, data: { id: 1 } }, true],
    [{ success: false, error: { code: 'NOT_FOUND', message: 'x' } }, true],
    [{ success: false, error: { code: 'TEAPOT', message: 'x' } }, false],
    [{ data: { id: 1 } }, false],
  ])('envelopeSchema accepts %j: %s', (value, expected) => {
    expect(envelopeSchema(z.object({ id: z.number() })).safeParse(value).success).toBe(expected);
  });
});

describe('error codes', () => {
  it('lists the codes of docs/api.md with a status each', () => {
    expect([...ERROR_CODES]).toEqual([
      'VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'PRIMARY_EDITION',
      'EMAIL_NOT_VERIFIED', 'ACCOUNT_SUSPENDED', 'INVALID_CREDENTIALS', 'TOKEN_INVALID', 'TOKEN_EXPIRED', 'PASSWORD_REQUIRED',
      'RATE_LIMITED', 'QUOTA_EXCEEDED', 'CSRF', 'PAYLOAD_TOO_LARGE', 'INTERNAL',
    ]);
    expect(Object.keys(ERROR_STATUS)).toEqual([...ERROR_CODES]);
  });

  it('turns zod issues into path and message pairs', () => {
    const result = z.object({ a: z.object({ b: z.string() }) }).safeParse({ a: { b: 1 } });
    expect(result.success).toBe(false);
    if (!result.success) expect(toFieldIssues(result.error)).toEqual([{ path: 'a.b', message: expect.any(String) }]);
  });
});
