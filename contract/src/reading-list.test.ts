import { describe, expect, it } from 'vitest';
import { readingListAddSchema, readingListQuerySchema, readingListUpdateSchema } from './reading-list.js';

describe('readingListAddSchema', () => {
  it.each([
    [{ bookId: 7 }, { bookId: 7, status: 'to_read' }],
    [{ bookId: '7', status: 'reading' }, { bookId: 7, status: 'reading' }],
    [{ bookId: 7, status: 'read' }, { bookId: 7, status: 'read' }],
  ])('reads %j as %j', (input, expected) => {
    expect(readingListAddSchema.parse(input)).toEqual(expected);
  });

  it.each([[{}], [{ bookId: 0 }], [{ bookId: 'abc' }], [{ bookId: 7, status: 'finished' }]])('refuses %j', (input) => {
    expect(readingListAddSchema.safeParse(input).success).toBe(false);
  });
});

describe('readingListUpdateSchema', () => {
  it.each([
    ['to_read', true],
    ['reading', true],
    ['read', true],
    ['not_in_list', false],
    [undefined, false],
  ])('accepts status %j: %s', (status, expected) => {
    expect(readingListUpdateSchema.safeParse({ status }).success).toBe(expected);
  });
});

describe('readingListQuerySchema', () => {
  it('pages with the defaults and an optional status', () => {
    expect(readingListQuerySchema.parse({ status: 'read' })).toEqual({ page: 1, limit: 24, status: 'read' });
  });
});
