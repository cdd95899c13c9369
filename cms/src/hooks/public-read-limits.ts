import { APIError, type CollectionBeforeOperationHook } from 'payload';

/** The largest page an anonymous outside caller gets; the admin's own lists stop at 100 too. */
export const MAX_PUBLIC_PAGE_SIZE = 100;

// The ways a request reaches Payload from outside this process.
const OUTSIDE_APIS = new Set(['REST', 'GraphQL']);

type ReadArgs = { limit?: number; page?: number; pagination?: boolean; req?: { user?: unknown; payloadAPI?: string } };

/**
 * Anonymous reads from outside (REST, and GraphQL should it ever be switched on) are paged:
 * `limit=0`, a negative limit or `pagination=false` would return a whole collection (19 MB of
 * books, seconds of database time) to anyone who asks. A page number below 1 is the caller's
 * mistake (400), not a server error. Editors and in-process calls are left alone.
 */
export const limitAnonymousReads: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'read') return args;
  const read = args as ReadArgs;
  if (!OUTSIDE_APIS.has(read.req?.payloadAPI ?? 'local') || read.req?.user) return args;
  if (read.page !== undefined && (!Number.isInteger(read.page) || read.page < 1)) {
    throw new APIError('page must be a whole number from 1', 400, undefined, true);
  }
  const limit = read.limit !== undefined && read.limit > 0 ? Math.min(read.limit, MAX_PUBLIC_PAGE_SIZE) : MAX_PUBLIC_PAGE_SIZE;
  return { ...args, limit, pagination: true } as typeof args;
};
