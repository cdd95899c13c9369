import { describe, expect, it } from 'vitest';
import { pageOffset, pageQuerySchema, paged } from './paging.js';

describe('pageQuerySchema', () => {
  it.each([
    [{}, { page: 1, limit: 24 }],
    [{ page: '2', limit: '10' }, { page: 2, limit: 10 }],
    [{ page: 1, limit: 100 }, { page: 1, limit: 100 }],
  ])('reads %j as %j', (query, expected) => {
    expect(pageQuerySchema.parse(query)).toEqual(expected);
  });

  it.each([[{ page: 0 }], [{ page: -1 }], [{ page: 1.5 }], [{ limit: 0 }], [{ limit: 101 }], [{ page: 'x' }]])(
    'refuses %j',
    (query) => {
      expect(pageQuerySchema.safeParse(query).success).toBe(false);
    },
  );
});

describe('paged', () => {
  it.each([
    [50, 1, 24, true],
    [48, 2, 24, false],
    [49, 2, 24, true],
    [0, 1, 24, false],
  ])('with %i rows on page %i of %i says hasMore %s', (total, page, limit, hasMore) => {
    expect(paged(['a'], total, page, limit)).toEqual({ items: ['a'], total, page, limit, hasMore });
  });

  it.each([
    [1, 24, 0],
    [3, 24, 48],
  ])('starts page %i of %i at row %i', (page, limit, offset) => {
    expect(pageOffset(page, limit)).toBe(offset);
  });
});
