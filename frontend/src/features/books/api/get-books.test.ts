import { bookSummarySchema, cursorPagedSchema } from '@starshelf/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { aBook, fakeAnswer } from '@/testing/answers';
import { stubApi } from '@/testing/fetch-stub';
import { BOOK_FILTER_KEYS, booksInfiniteOptions, type BookFilters } from './get-books';

describe('booksInfiniteOptions', () => {
  const cursorPage = (number: number, hasMore: boolean, next?: string) =>
    fakeAnswer(cursorPagedSchema(bookSummarySchema), { items: [aBook({ id: number })], total: 3, page: number, limit: 24, hasMore, ...(next ? { next } : {}) });

  it('asks each next page after the cursor the page before gave, and stops when there is no more', async () => {
    const fetchMock = stubApi([
      { match: /after=second/, answer: cursorPage(3, false) },
      { match: /after=first/, answer: cursorPage(2, true, 'second') },
      { match: /page=1/, answer: cursorPage(1, true, 'first') },
    ]);
    const client = new QueryClient();
    const filters = Object.fromEntries(BOOK_FILTER_KEYS.map((key) => [key, ''])) as BookFilters;
    const result = await client.fetchInfiniteQuery({ ...booksInfiniteOptions({ ...filters, sort: 'title_asc' }, 'de'), pages: 4 });

    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toEqual([
      '/api/books?sort=title_asc&page=1&limit=24&locale=de',
      '/api/books?sort=title_asc&page=2&after=first&limit=24&locale=de',
      '/api/books?sort=title_asc&page=3&after=second&limit=24&locale=de',
    ]);
    expect(result.pages.map((answer) => answer.items[0]?.id)).toEqual([1, 2, 3]);
  });
});
