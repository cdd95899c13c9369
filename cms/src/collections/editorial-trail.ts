import type { CollectionBeforeChangeHook, CollectionBeforeOperationHook, CollectionConfig, PayloadRequest } from 'payload';

import { sql } from 'drizzle-orm';

import { isEditorRequest } from '../access/is-editor.js';
import { OVERDUE_SCHEDULES_NOTICE, PREVIEW_BUTTON } from '../admin/publishing/admin-components.js';
import { executorFor } from '../database/request-sql.js';

/**
 * A save that writes only a version (a draft or an autosave, `draft: true` without publishing)
 * leaves the published row, which every public reader reads, as it was (decision 123). The
 * collections' hooks that keep the public side current (search documents, change notices,
 * popularity counts) skip such a save: `isDraftOnlySave` tells them.
 */
const DRAFT_ONLY_SAVES = 'starshelf.draftOnlySaves';

function draftOnlySaves(req: PayloadRequest): Set<string> {
  const context = req.context as Record<string, unknown>;
  const existing = context[DRAFT_ONLY_SAVES];
  if (existing instanceof Set) return existing as Set<string>;
  const created = new Set<string>();
  context[DRAFT_ONLY_SAVES] = created;
  return created;
}

/**
 * A create that is not a draft save (`draft: true`) and names no status publishes: the admin always
 * says which it means, and the writes of the library, the seeder and the tests create what readers
 * see. Payload alone would make such a document a draft.
 */
function publishUnlessDraft<A>(args: A): A {
  const { draft, data } = args as { draft?: boolean; data?: Record<string, unknown> };
  if (draft || !data || data._status !== undefined) return args;
  return { ...args, data: { ...data, _status: 'published' } };
}

const saveKey = (collection: string, id: unknown) => `${collection}:${String(id ?? '*')}`;

const markDraftOnlySave: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  if (operation === 'create') return publishUnlessDraft(args);
  if (operation !== 'update' && operation !== 'restoreVersion') return args;
  const { draft, data, id } = args as { draft?: boolean; data?: { _status?: string }; id?: unknown };
  // A restore names the version, not the document: it stands for any document of the collection.
  const key = saveKey(collection.slug, operation === 'restoreVersion' ? undefined : id);
  if (draft && data?._status !== 'published') draftOnlySaves(req).add(key);
  else draftOnlySaves(req).delete(key);
  return args;
};

/** True when this save of `collection`'s document `id` wrote a version only, not the published row. */
export function isDraftOnlySave(req: PayloadRequest, collection: string, id: unknown): boolean {
  const saves = draftOnlySaves(req);
  return saves.has(saveKey(collection, id)) || saves.has(saveKey(collection, undefined));
}

/** Every save names the editor who made it; the versions keep it with their date. */
const recordEditor: CollectionBeforeChangeHook = ({ data, req }) => {
  if (req.user?.collection === 'editors') return { ...data, updatedBy: req.user.id };
  return data;
};

/**
 * The rating aggregates are written by the job runner straight into the published row
 * (docs/architecture.md), never into a version: a publish or restore, which writes the row from the
 * latest version, keeps the row's own values instead of a version's older ones.
 */
const keepRatingAggregates: CollectionBeforeChangeHook = async ({ collection, data, operation, originalDoc, req }) => {
  const id = (originalDoc as { id?: unknown } | undefined)?.id;
  if (operation !== 'update' || id === undefined || isDraftOnlySave(req, collection.slug, id)) return data;
  const executor = await executorFor(req.payload, req);
  const { rows } = await executor.execute(
    sql`select average_rating, ratings_count from ${sql.identifier('cms')}.${sql.identifier(collection.slug)} where id = ${Number(id)}`,
  );
  const row = rows[0] as { average_rating: string | null; ratings_count: string | null } | undefined;
  if (!row) return data;
  return {
    ...data,
    averageRating: row.average_rating === null ? null : Number(row.average_rating),
    ratingsCount: row.ratings_count === null ? 0 : Number(row.ratings_count),
  };
};

const hasRatingAggregates = (collection: CollectionConfig) =>
  collection.fields.some((field) => 'name' in field && field.name === 'averageRating');

/**
 * Adds what a versioned catalogue collection needs for its history (decision 123): the editor of
 * each save (`updatedBy`, read by editors only) and the draft-only-save marker its hooks consult.
 */
export function withEditorialTrail(collection: CollectionConfig): CollectionConfig {
  if (!collection.versions) return collection;
  const hooks = collection.hooks ?? {};
  const components = collection.admin?.components ?? {};
  return {
    ...collection,
    admin: {
      ...collection.admin,
      components: {
        ...components,
        beforeList: [OVERDUE_SCHEDULES_NOTICE, ...(components.beforeList ?? [])],
        edit: { ...components.edit, beforeDocumentControls: [PREVIEW_BUTTON, ...(components.edit?.beforeDocumentControls ?? [])] },
      },
    },
    fields: [
      ...collection.fields,
      {
        name: 'updatedBy',
        type: 'relationship',
        relationTo: 'editors',
        access: { read: ({ req }) => isEditorRequest(req) },
        admin: { position: 'sidebar', readOnly: true, description: 'The editor of the last save.' },
      },
    ],
    hooks: {
      ...hooks,
      beforeOperation: [markDraftOnlySave, ...(hooks.beforeOperation ?? [])],
      beforeChange: [recordEditor, ...(hasRatingAggregates(collection) ? [keepRatingAggregates] : []), ...(hooks.beforeChange ?? [])],
    },
  };
}
