import type { CollectionBeforeChangeHook, CollectionBeforeDeleteHook, PayloadRequest, Where } from 'payload';

import { PRIMARY_EDITION_UNMARK_MESSAGE, PrimaryEditionError } from '../../../errors.js';
import { nestedCall, relationId } from '../../../hooks/nested-call.js';
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
    if ((await countPrimaries(req, bookId)) === 0) return { ...data, isPrimaryEdition: true };
    if (data.isPrimaryEdition === true) await unmarkOtherPrimaries(req, bookId, undefined);
    return data;
  }

  const wasPrimary = originalDoc?.isPrimaryEdition === true;
  const isMovingBook = relationId(originalDoc?.book) !== bookId;
  if (wasPrimary && (data.isPrimaryEdition === false || isMovingBook)) {
    throw new PrimaryEditionError(PRIMARY_EDITION_UNMARK_MESSAGE);
  }
  if (data.isPrimaryEdition === true && (!wasPrimary || isMovingBook)) {
    await unmarkOtherPrimaries(req, bookId, originalDoc?.id as Id | undefined);
  }
  return data;
};

/** The primary edition cannot be deleted (SPEC.md §4); deleting the whole book can. */
export const refusePrimaryDelete: CollectionBeforeDeleteHook = async ({ id, req, context }) => {
  if (context[ALLOW_PRIMARY_DELETE]) return;
  const doc = await nestedCall(req, () =>
    req.payload.findByID({ collection: 'editions', id, depth: 0, req, overrideAccess: true, disableErrors: true }),
  );
  if (doc?.isPrimaryEdition) throw new PrimaryEditionError();
};
