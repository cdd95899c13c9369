import { APIError } from 'payload';
import { describe, expect, it } from 'vitest';

import { limitAnonymousReads, MAX_PUBLIC_PAGE_SIZE } from '../src/hooks/public-read-limits.js';
import { answerInvalidQueries } from '../src/hooks/query-errors.js';

type HookArgs = Parameters<typeof limitAnonymousReads>[0];
const read = (args: Record<string, unknown>, user?: object, payloadAPI = 'REST') =>
  limitAnonymousReads({ operation: 'read', args: { ...args, req: { payloadAPI, user } } } as unknown as HookArgs) as Record<string, unknown>;

describe('anonymous REST reads', () => {
  it.each([
    ['limit=0', { limit: 0 }],
    ['limit=-1', { limit: -1 }],
    ['pagination=false', { pagination: false }],
    ['limit=100000', { limit: 100_000 }],
  ])('are paged whatever the caller asks (%s)', (_name, args) => {
    expect(read(args)).toMatchObject({ limit: MAX_PUBLIC_PAGE_SIZE, pagination: true });
  });

  it('apply to GraphQL too, which the config keeps switched off', () => {
    expect(read({ pagination: false }, undefined, 'GraphQL')).toMatchObject({ limit: MAX_PUBLIC_PAGE_SIZE, pagination: true });
  });

  it('keep a sensible limit and refuse a page below 1 as the caller\'s error', () => {
    expect(read({ limit: 5 })).toMatchObject({ limit: 5 });
    expect(() => read({ page: -1 })).toThrow(APIError);
  });

  it('leave editors and in-process calls alone', () => {
    expect(read({ limit: 0, pagination: false }, { id: 1 })).toMatchObject({ limit: 0, pagination: false });
    const local = limitAnonymousReads({ operation: 'read', args: { limit: 0, req: { payloadAPI: 'local' } } } as unknown as HookArgs);
    expect(local).toMatchObject({ limit: 0 });
  });
});

describe('queries the database rejects', () => {
  type ErrorArgs = Parameters<typeof answerInvalidQueries>[0];
  const answer = (error: unknown) => answerInvalidQueries({ error } as ErrorArgs);

  it('answer 400 "Invalid query" for a data exception, also when wrapped by the query builder', () => {
    const pgError = Object.assign(new Error('value "2147483648" is out of range for type integer'), { code: '22003' });
    expect(answer(Object.assign(new Error('Failed query: select ...'), { cause: pgError }))).toEqual({
      status: 400,
      response: { errors: [{ message: 'Invalid query' }] },
    });
    expect(answer(Object.assign(new Error('invalid byte sequence'), { code: '22021' }))).toMatchObject({ status: 400 });
  });

  it('leave other failures (a lost connection) as server errors', () => {
    expect(answer(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBeUndefined();
    expect(answer(new Error('plain'))).toBeUndefined();
  });
});
