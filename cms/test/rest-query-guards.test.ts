import { APIError } from 'payload';
import { describe, expect, it } from 'vitest';

import { limitAnonymousReads, MAX_PUBLIC_DEPTH, MAX_PUBLIC_PAGE_SIZE } from '../src/hooks/public-read-limits.js';
import { answerInvalidQueries } from '../src/hooks/query-errors.js';
import { parsePayloadQuery } from '../src/rest/guard-rest-query.js';
import { problemWithRestQuery } from '../src/rest/query-shape.js';

type HookArgs = Parameters<typeof limitAnonymousReads>[0];
const read = (args: Record<string, unknown>, user?: object, payloadAPI = 'REST', locale = 'en') =>
  limitAnonymousReads({ operation: 'read', args: { ...args, req: { payloadAPI, user, locale } } } as unknown as HookArgs) as Record<string, unknown>;

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

  it('populate at most one level deep, also when no depth is asked for (Payload\'s default is 2)', () => {
    expect(read({ depth: 99 })).toMatchObject({ depth: MAX_PUBLIC_DEPTH });
    expect(read({})).toMatchObject({ depth: MAX_PUBLIC_DEPTH });
    expect(read({ depth: 0 })).toMatchObject({ depth: 0 });
  });

  it('drop the caller\'s joins and refuse locale=all', () => {
    expect(read({ joins: { awardEntries: { limit: 1000 } } }).joins).toBeUndefined();
    expect(() => read({}, undefined, 'REST', 'all')).toThrow(APIError);
  });

  it('leave editors and in-process calls alone', () => {
    expect(read({ limit: 0, pagination: false, depth: 5, joins: { a: false } }, { id: 1 }, 'REST', 'all')).toMatchObject({
      limit: 0,
      pagination: false,
      depth: 5,
      joins: { a: false },
    });
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

describe('the shape of a REST query string', () => {
  const problem = (search: string) => problemWithRestQuery(parsePayloadQuery(search));

  it.each([
    '?where[title][like][]=a&where[title][like][]=b',
    '?where[title][like][x]=a',
    '?where[title]=a',
    '?where[title][regex]=a',
    '?where[id][near]=1,2,3',
    '?where[id][within][type]=Polygon',
    '?where[or][x][title][equals]=a',
    '?where={not json',
    '?where=[1]',
    '?where[title][equals]=a%00b',
    '?depth[]=1',
    '?depth=1e400',
    '?page=99999999999999999999',
    '?limit=abc',
    '?sort[title]=1',
    '?locale[]=en',
    '?fallback-locale[x]=de',
    '?select=title%00',
    '?data={',
  ])('names %s as the caller\'s mistake', (search) => {
    expect(problem(search)).toEqual(expect.any(String));
  });

  it.each([
    '',
    '?depth=0&limit=10&page=2&sort=-updatedAt&locale=de&draft=false',
    '?where[or][0][and][0][title][like]=dune&where[or][0][and][1][slug][exists]=true',
    '?where[id][in][]=1&where[id][in][]=2',
    '?where[id][in]=1,2',
    '?where={"title":{"equals":"Dune"},"ratingsCount":{"greater_than":3}}',
    '?select[title]=true&populate[authors][name]=true&joins[awardEntries][limit]=5',
    '?sort[]=title&sort[]=-id',
  ])('lets the admin\'s queries through: %s', (search) => {
    expect(problem(search)).toBeUndefined();
  });
});
