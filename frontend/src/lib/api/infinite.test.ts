import { authorSummarySchema, type AuthorSummary, bookSummarySchema, type BookSummary, cursorPagedSchema, pagedSchema } from '@starshelf/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { aBook, anAuthor, fakeAnswer } from '@/testing/answers';
import { stubApi } from '@/testing/fetch-stub';
import { cursorListOptions, nextCursorPage, pagedListOptions } from './infinite';

const page = (number: number, hasMore: boolean) =>
  fakeAnswer(pagedSchema(bookSummarySchema), { items: [aBook({ id: number })], total: 3, page: number, limit: 2, hasMore });

describe('pagedListOptions', () => {
  it('asks the endpoint page by page with the query and the page size, until the answer says there is no more', async () => {
    const fetchMock = stubApi([
      { match: /page=1/, answer: page(1, true) },
      { match: /page=2/, answer: page(2, false) },
    ]);
    const client = new QueryClient();
    const options = pagedListOptions<BookSummary, readonly ['test-list']>(['test-list'], '/api/things', { sort: 'name_asc', genre: '' }, 2);
    await client.fetchInfiniteQuery({ ...options, pages: 3 });

    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toEqual(['/api/things?sort=name_asc&page=1&limit=2', '/api/things?sort=name_asc&page=2&limit=2']);
  });
});

describe('cursorListOptions', () => {
  it('asks each page after the cursor the page before answered, until the answer says there is no more', async () => {
    const authors = (number: number, next?: string) =>
      fakeAnswer(cursorPagedSchema(authorSummarySchema), { items: [anAuthor({ id: number })], total: 3, page: number, limit: 2, hasMore: next !== undefined, ...(next ? { next } : {}) });
    const fetchMock = stubApi([
      { match: /page=1/, answer: authors(1, 'after-one') },
      { match: /page=2/, answer: authors(2) },
    ]);
    const client = new QueryClient();
    const options = cursorListOptions<AuthorSummary, readonly ['test-cursor-list']>(['test-cursor-list'], '/api/authors', { sort: 'rating' }, 2);
    await client.fetchInfiniteQuery({ ...options, pages: 3 });

    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toEqual(['/api/authors?sort=rating&page=1&limit=2', '/api/authors?sort=rating&page=2&after=after-one&limit=2']);
  });
});

describe('nextCursorPage', () => {
  it('goes on after the cursor of the last answer, or by page number when it has none', () => {
    expect(nextCursorPage({ items: [], total: 30, page: 1, limit: 24, hasMore: true, next: 'x' })).toEqual({ page: 2, after: 'x' });
    expect(nextCursorPage({ items: [], total: 30, page: 1, limit: 24, hasMore: true })).toEqual({ page: 2 });
    expect(nextCursorPage({ items: [], total: 30, page: 2, limit: 24, hasMore: false, next: 'x' })).toBeUndefined();
  });
});
