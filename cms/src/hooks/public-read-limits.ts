import { APIError, type CollectionBeforeOperationHook } from 'payload';

/** The largest page an anonymous outside caller gets; the admin's own lists stop at 100 too. */
export const MAX_PUBLIC_PAGE_SIZE = 100;

/**
 * How deep an anonymous outside caller's answer populates relationships: a book with its authors,
 * series and genres, not their books in turn. A larger depth is lowered to this, as a larger
 * limit is lowered to the page size: the answer keeps its shape, only with ids further down.
 */
export const MAX_PUBLIC_DEPTH = 1;

// The ways a request reaches Payload from outside this process.
const OUTSIDE_APIS = new Set(['REST', 'GraphQL']);

// The operations that read documents (find and findByID are both `read`).
const READ_OPERATIONS = new Set(['read', 'count', 'readDistinct']);

type ReadArgs = {
  depth?: number;
  joins?: unknown;
  limit?: number;
  page?: number;
  pagination?: boolean;
  req?: { user?: unknown; payloadAPI?: string; locale?: string | null };
};

/**
 * Anonymous reads from outside (REST, and GraphQL should it ever be switched on) are bounded:
 * - paged: `limit=0`, a negative limit or `pagination=false` would return a whole collection
 *   (19 MB of books, seconds of database time) to anyone who asks; a page below 1 is a 400;
 * - `depth` at most MAX_PUBLIC_DEPTH: depth=10 fans one request out into thousands of lookups;
 * - the caller's `joins` are dropped: join fields answer with their configured defaults, never
 *   with the caller's own limits, sorts or filters on the joined collection;
 * - `locale=all` (every translation of every field at once) is refused with 400.
 * Editors and in-process calls are left alone.
 */
export const limitAnonymousReads: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (!READ_OPERATIONS.has(operation)) return args;
  const read = args as ReadArgs;
  if (!OUTSIDE_APIS.has(read.req?.payloadAPI ?? 'local') || read.req?.user) return args;
  if (read.req?.locale === 'all') throw new APIError('locale=all is for editors: ask for one locale', 400, undefined, true);
  const bounded: ReadArgs = { ...read, joins: undefined };
  if (read.depth === undefined || read.depth > MAX_PUBLIC_DEPTH) bounded.depth = MAX_PUBLIC_DEPTH;
  if (operation !== 'read') return bounded as typeof args;
  if (read.page !== undefined && (!Number.isInteger(read.page) || read.page < 1)) {
    throw new APIError('page must be a whole number from 1', 400, undefined, true);
  }
  bounded.limit = read.limit !== undefined && read.limit > 0 ? Math.min(read.limit, MAX_PUBLIC_PAGE_SIZE) : MAX_PUBLIC_PAGE_SIZE;
  bounded.pagination = true;
  return bounded as typeof args;
};
