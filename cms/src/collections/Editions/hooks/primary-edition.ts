import type { CollectionBeforeChangeHook, CollectionBeforeDeleteHook, PayloadRequest, Where } from 'payload';

import { PRIMARY_EDITION_UNMARK_MESSAGE, PrimaryEditionError } from '../../../errors.js';
import { sql } from 'drizzle-orm';

import { nestedCall, relationId } from '../../../hooks/nested-call.js';
import { executorFor } from '../../../database/request-sql.js';
import { ALLOW_PRIMARY_DELETE, SKIP_PRIMARY_RULES } from './context-flags.js';

type Id = number | string;

async function countPrimaries(req: PayloadRequest, bookId: Id): Promise<number> {
  const { totalDocs } = await nestedCall(req, () =>
    req.payload.count({
      collection: 'editions',
      where: { book: { equals: bookId }, isPrimaryEdition: { equals: true } },
      req,
      overrideAccess: true,
    }),
  );
  return totalDocs;
}

// The first key of the two-key advisory lock: "edition primaries"; the second is the book id.
const PRIMARY_LOCK_SPACE = 7301;

/**
 * Serialises the primary-edition writes of one book until the transaction ends (decision 066).
 * Without it, two concurrent "make primary" calls each unmark the primary they saw, both mark
 * their own, and the loser hits the partial unique index. Behind the lock, the loser's unmark
 * sees the winner's committed primary and moves the mark on: last writer wins, no error.
 */
async function lockPrimaryOf(req: PayloadRequest, bookId: Id): Promise<void> {
  const executor = await executorFor(req.payload, req);
  await executor.execute(sql`select pg_advisory_xact_lock(${PRIMARY_LOCK_SPACE}::int, ${Number(bookId)}::int)`);
}

/** Runs inside the caller's transaction (same req), so a failed write restores the old primary. */
async function unmarkOtherPrimaries(req: PayloadRequest, bookId: Id, keepId: Id | undefined) {
  const where: Where = { book: { equals: bookId }, isPrimaryEdition: { equals: true } };
  if (keepId !== undefined) where.id = { not_equals: keepId };
  await nestedCall(req, () =>
    req.payload.update({
      collection: 'editions',
      where,
      data: { isPrimaryEdition: false },
      req,
      overrideAccess: true,
      context: { [SKIP_PRIMARY_RULES]: true },
    }),
  );
}

/**
 * One primary per book: the first edition becomes primary, marking another one moves the mark,
 * and the mark cannot simply be taken away. A partial unique index backs this in the database.
 */
export const keepOnePrimary: CollectionBeforeChangeHook = async ({ data, req, operation, originalDoc, context }) => {
  if (context[SKIP_PRIMARY_RULES]) return data;
  const bookId = relationId(data.book) ?? relationId(originalDoc?.book);
  if (bookId === undefined) return data;

  if (operation === 'create') {
    await lockPrimaryOf(req, bookId);
    if ((await countPrimaries(req, bookId)) === 0) return { ...data, isPrimaryEdition: true };
    if (data.isPrimaryEdition === true) await unmarkOtherPrimaries(req, bookId, undefined);
    return data;
  }

  const wasPrimary = originalDoc?.isPrimaryEdition === true;
  const isMovingBook = relationId(originalDoc?.book) !== bookId;
  if (wasPrimary && (data.isPrimaryEdition === false || isMovingBook)) {
    throw new PrimaryEditionError(PRIMARY_EDITION_UNMARK_MESSAGE);
  }
  // `wasPrimary` may be stale under concurrency: marking always re-checks behind the lock.
  if (data.isPrimaryEdition === true) {
    await lockPrimaryOf(req, bookId);
    await unmarkOtherPrimaries(req, bookId, originalDoc?.id as Id | undefined);
  }
  return data;
};

/** The primary edition cannot be deleted (docs/rules.md §4); deleting the whole book can. */
export const refusePrimaryDelete: CollectionBeforeDeleteHook = async ({ id, req, context }) => {
  if (context[ALLOW_PRIMARY_DELETE]) return;
  const doc = await nestedCall(req, () =>
    req.payload.findByID({ collection: 'editions', id, depth: 0, req, overrideAccess: true, disableErrors: true }),
  );
  if (doc?.isPrimaryEdition) throw new PrimaryEditionError();
};
