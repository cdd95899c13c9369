import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { GOODREADS_COLUMNS, readingListExportQuerySchema } from '@starshelf/contract';
import { getBooksForExport } from '@starshelf/cms/catalogue';
import { rateLimit, userKey, type RateLimiters } from '../../http/rate-limit.js';
import { requestLog } from '../../http/request-logger.js';
import { route, type Route } from '../../http/route.js';
import type { Clock } from '../../lib/clock.js';
import { toGoodreadsRecord } from './goodreads-row.js';
import type { ShelfItemsRepository } from './shelf-items-repository.js';

/** Books per page: a page of records is a few hundred kB at most, whatever the shelf's length. */
const PAGE_SIZE = 500;

type Page = { records: string[][]; lastBookId: number | undefined; isLast: boolean };

/**
 * docs/api.md "Data portability": the member's reading list, ratings and reviews as Goodreads' library
 * export, read page by page so a 20,000-book shelf is never held in memory at once.
 */
export function goodreadsExporter(items: ShelfItemsRepository, pageSize = PAGE_SIZE) {
  async function readPage(userId: string, afterBookId: number): Promise<Page> {
    const page = await items.page(userId, afterBookId, pageSize);
    const books = new Map((await getBooksForExport(page.map((item) => item.bookId))).map((book) => [book.id, book]));
    // A book gone from the catalogue has nothing to name it by; it is left out.
    const records = page.flatMap((item) => {
      const book = books.get(item.bookId);
      return book ? [toGoodreadsRecord(item, book)] : [];
    });
    return { records, lastBookId: page.at(-1)?.bookId, isLast: page.length < pageSize };
  }

  return {
    /**
     * The header and every record. The first page is read before this resolves, so a database
     * that fails is answered as an error and not as a file cut off after its header.
     */
    async open(userId: string): Promise<AsyncIterable<readonly string[]>> {
      const first = await readPage(userId, 0);
      return (async function* records() {
        yield GOODREADS_COLUMNS;
        let page = first;
        for (;;) {
          yield* page.records;
          if (page.isLast || page.lastBookId === undefined) return;
          page = await readPage(userId, page.lastBookId);
        }
      })();
    },
  };
}

export type GoodreadsExporter = ReturnType<typeof goodreadsExporter>;

export const goodreadsFileName = (at: Date) => `starshelf-goodreads-${at.toISOString().slice(0, 10)}.csv`;

export function goodreadsExportRoute(exporter: GoodreadsExporter, clock: Clock, limiters: RateLimiters): Route {
  return route({
    method: 'GET',
    path: '/reading-list/export',
    access: 'signed-in',
    summary: "The reading list, ratings and reviews as Goodreads' library export (CSV)",
    // Only `goodreads` today; the schema refuses anything else with a 400.
    query: readingListExportQuerySchema,
    answers: 'csv-download',
    errors: [[429, 'Too many exports']],
    before: [rateLimit(limiters, [['readingListExportUser', userKey]])],
    handler: async ({ user }, req, res) => {
      const records = await exporter.open(user.id);
      res.set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${goodreadsFileName(clock())}"`,
        // Personal data: no shared or browser cache may keep a copy.
        'Cache-Control': 'no-store',
      });
      try {
        // Goodreads' own export quotes only the cells that need it and ends lines with \n.
        await pipeline(Readable.from(records), stringify(), res);
      } catch (error) {
        // The answer has begun, so no error envelope can follow: the cut connection tells the client.
        // A client that went away is no fault of ours.
        if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') requestLog(req).error({ err: error }, 'the Goodreads export broke off');
      }
    },
  });
}
