import type { CollectionBeforeChangeHook, CollectionConfig, Endpoint, PayloadRequest } from 'payload';
import { APIError } from 'payload';

import { listRecentMerges, mergeDocuments, openMergeHolding, previewMerge, undoMerge } from '../catalogue/merge/merge-documents.js';
import { isMergeableCollection, MergeRefusal, type MergeableCollection } from '../catalogue/merge/merge-rules.js';
import { payloadPool } from '../database/payload-adapter.js';
import { compareDocuments } from '../merges/compare-documents.js';
import { refusalOfNonEditors } from './translation-status-endpoint.js';

const NO_STORE = { 'cache-control': 'no-store' };
const MAX_ID = 2_147_483_647;

/** Payload's error shape (`{ errors: [{ message }] }`), as the other /cms/api calls answer. */
const refusal = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status, headers: NO_STORE });

/** A document or merge id: a positive integer PostgreSQL can hold, as a number or its digits. */
export function parseId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= MAX_ID ? id : null;
}

function poolOf(req: PayloadRequest) {
  const pool = payloadPool(req.payload);
  if (!pool) throw new Error('merges need the postgres adapter\'s pool');
  return pool;
}

const editorId = (req: PayloadRequest): number | null => (typeof req.user?.id === 'number' ? req.user.id : null);

/** A refusal of the merge library answered in Payload's shape; anything else is a server error. */
async function answering(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof MergeRefusal) return refusal(error.status, error.message);
    throw error;
  }
}

async function readBody(req: PayloadRequest): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await req.json?.();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * GET and POST /cms/api/{books,authors,series}/{fromId}/merge (docs/api.md "Catalogue care",
 * decision 122): the preview (both documents' fields side by side, the counts that would move, the
 * conflicts and their rules) and the merge itself. Editors only.
 */
function mergeEndpoints(collection: MergeableCollection): Endpoint[] {
  const fromIdOf = (req: PayloadRequest) => parseId(req.routeParams?.id);
  return [
    {
      path: '/:id/merge',
      method: 'get',
      handler: async (req) => {
        const refused = refusalOfNonEditors(req);
        if (refused) return refused;
        const fromId = fromIdOf(req);
        if (fromId === null) return refusal(400, 'The document id must be a positive integer.');
        const intoId = parseId(req.searchParams.get('into'));
        if (intoId === null) return refusal(400, '"into" must be the id of the document to merge into.');
        return answering(async () => {
          const preview = await previewMerge(poolOf(req), collection, fromId, intoId);
          const fields = await compareDocuments(req.payload, collection, fromId, intoId, req.locale ?? 'en', req.i18n?.language);
          return Response.json({ ...preview, fields }, { headers: NO_STORE });
        });
      },
    },
    {
      path: '/:id/merge',
      method: 'post',
      handler: async (req) => {
        const refused = refusalOfNonEditors(req);
        if (refused) return refused;
        const fromId = fromIdOf(req);
        if (fromId === null) return refusal(400, 'The document id must be a positive integer.');
        const body = await readBody(req);
        if (!body) return refusal(400, 'The body must be a JSON object: { "into": <id> }.');
        if (body.collection !== undefined && body.collection !== collection) {
          return refusal(400, `A ${collection} document can only be merged into another of ${collection}.`);
        }
        const intoId = parseId(body.into);
        if (intoId === null) return refusal(400, '"into" must be the id of the document to merge into.');
        return answering(async () => {
          const merged = await mergeDocuments(poolOf(req), { collection, fromId, intoId, editorId: editorId(req) });
          req.payload.logger.info({ merge: merged.mergeId, collection, fromId, intoId }, 'catalogue merge');
          return Response.json(merged, { headers: NO_STORE });
        });
      },
    },
  ];
}

/** POST /cms/api/merges/{mergeId}/undo: puts back what the merge moved, within 30 days. Editors only. */
export const undoMergeEndpoint: Endpoint = {
  path: '/merges/:id/undo',
  method: 'post',
  handler: async (req) => {
    const refused = refusalOfNonEditors(req);
    if (refused) return refused;
    const mergeId = parseId(req.routeParams?.id);
    if (mergeId === null) return refusal(400, 'The merge id must be a positive integer.');
    return answering(async () => {
      const undone = await undoMerge(poolOf(req), { mergeId, editorId: editorId(req) });
      req.payload.logger.info({ merge: mergeId }, 'catalogue merge undone');
      return Response.json(undone, { headers: NO_STORE });
    });
  },
};

/** GET /cms/api/merges?limit=: the newest merges with whether each can still be undone. Editors only. */
export const listMergesEndpoint: Endpoint = {
  path: '/merges',
  method: 'get',
  handler: async (req) => {
    const refused = refusalOfNonEditors(req);
    if (refused) return refused;
    const given = req.searchParams.get('limit');
    const limit = given === null ? 20 : parseId(given);
    if (limit === null || limit > 100) return refusal(400, '"limit" must be an integer from 1 to 100.');
    return Response.json({ items: await listRecentMerges(poolOf(req), { limit }) }, { headers: NO_STORE });
  },
};

/**
 * A merged duplicate waits in the trash for its undo: restoring it from the trash would bring it
 * back without the rows that moved, so the restore is refused with the way that does it whole.
 */
function refuseRestoreOfMerged(collection: MergeableCollection): CollectionBeforeChangeHook {
  return async ({ data, originalDoc, req, operation }) => {
    if (operation !== 'update' || !originalDoc?.deletedAt || (data as { deletedAt?: unknown }).deletedAt !== null) return data;
    const pool = payloadPool(req.payload);
    const open = pool ? await openMergeHolding(pool, collection, Number(originalDoc.id)) : null;
    if (open) {
      throw new APIError(`This document was merged into ${collection} ${open.intoId}. Undo merge ${open.id} to bring it back with everything that moved.`, 409, undefined, true);
    }
    return data;
  };
}

/** The button on a document's edit page that opens the merge view with this document as the duplicate. */
const mergeButtonField = {
  name: 'mergeInto',
  type: 'ui',
  admin: { position: 'sidebar', components: { Field: '/admin/merge/merge-into-button.js#MergeIntoButton' } },
} as const;

/** Adds the merge calls, the restore guard and the "Merge into…" button to books, authors and series. */
export function withMerges(collection: CollectionConfig): CollectionConfig {
  if (!isMergeableCollection(collection.slug)) return collection;
  const slug = collection.slug;
  const hooks = collection.hooks ?? {};
  return {
    ...collection,
    endpoints: [...mergeEndpoints(slug), ...(collection.endpoints || [])],
    fields: [...collection.fields, mergeButtonField],
    hooks: { ...hooks, beforeChange: [...(hooks.beforeChange ?? []), refuseRestoreOfMerged(slug)] },
  };
}
