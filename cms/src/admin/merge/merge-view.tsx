import { Gutter, Link, SetStepNav } from '@payloadcms/ui';
import type { AdminViewServerProps, Payload } from 'payload';

import { editorViewPool, EditorViewTemplate } from '../editor-view.js';
import { listRecentMerges, previewMerge, type MergePreview } from '../../catalogue/merge/merge-documents.js';
import { isMergeableCollection, MERGEABLE_COLLECTIONS, MergeRefusal, type MergeableCollection, type MovedCounts } from '../../catalogue/merge/merge-rules.js';
import { compareDocuments, type FieldComparison } from '../../merges/compare-documents.js';
import { parseId } from '../../rest/merge-endpoints.js';
import { mergeCopy, type MergeCopy } from './copy.js';
import { CMS_BASE_PATH } from '../../base-path.js';
import { MERGE_VIEW_PATH, mergeViewHref } from './links.js';
import { MergeConfirm, UndoMergeButton } from './merge-actions.js';

type SearchParams = Record<string, string | string[] | undefined> | undefined;
const single = (params: SearchParams, name: string) => (typeof params?.[name] === 'string' ? params[name] : undefined);

const TITLE_FIELD: Record<MergeableCollection, string> = { books: 'title', authors: 'name', series: 'name' };

/** Other live documents with the duplicate's exact title or name: the likely survivors. */
async function candidatesFor(payload: Payload, collection: MergeableCollection, fromId: number, title: string | null) {
  if (!title) return [];
  const found = await payload.find({
    collection,
    where: { and: [{ [TITLE_FIELD[collection]]: { equals: title } }, { id: { not_equals: fromId } }] },
    limit: 10,
    depth: 0,
    overrideAccess: true,
    locale: 'en',
  });
  return found.docs.map((doc) => ({ id: doc.id, slug: (doc as { slug?: string | null }).slug ?? null }));
}

/**
 * /cms/admin/merge?collection=&from=&into=: pick the survivor of a duplicate, compare both side by
 * side with the differences marked, see what moves and which conflicts a rule settles, confirm, and
 * undo (decision 122). Payload serves custom views to anyone, so the view checks for an editor itself.
 */
export async function MergeView(view: AdminViewServerProps) {
  const { initPageResult, searchParams } = view;
  const { req, locale } = initPageResult;
  const { payload } = req;
  const adminRoute = payload.config.routes.admin;
  const pool = editorViewPool(view, MERGE_VIEW_PATH);
  const copy = mergeCopy(req.i18n.language);
  const apiBase = `${CMS_BASE_PATH}${payload.config.routes.api}`;

  const given = single(searchParams, 'collection') ?? 'books';
  const collection: MergeableCollection = isMergeableCollection(given) ? given : 'books';
  const fromId = parseId(single(searchParams, 'from'));
  const intoId = parseId(single(searchParams, 'into'));

  let preview: MergePreview | undefined;
  let fields: FieldComparison[] = [];
  let refusal: string | undefined;
  if (fromId !== null && intoId !== null) {
    try {
      preview = await previewMerge(pool, collection, fromId, intoId);
      fields = await compareDocuments(payload, collection, fromId, intoId, locale?.code ?? 'en', req.i18n.language);
    } catch (error) {
      if (!(error instanceof MergeRefusal)) throw error;
      refusal = error.message;
    }
  }
  let fromTitle: string | null = null;
  if (fromId !== null) {
    const from = await payload.findByID({ collection, id: fromId, depth: 0, overrideAccess: true, trash: true, locale: 'en', disableErrors: true });
    fromTitle = from ? String((from as unknown as Record<string, unknown>)[TITLE_FIELD[collection]] ?? '') : null;
  }
  const candidates = fromId !== null && intoId === null ? await candidatesFor(payload, collection, fromId, fromTitle) : [];
  const recent = await listRecentMerges(pool, { limit: 20 });

  return (
    <EditorViewTemplate view={view}>
      <SetStepNav nav={[{ label: copy.title }]} />
      <Gutter className="merge">
        <h1>{copy.title}</h1>
        <p>{copy.intro}</p>
        <form className="merge__pick" method="get" action={`${CMS_BASE_PATH}${adminRoute}${MERGE_VIEW_PATH}`}>
          <label>
            {copy.pickCollection}
            <select name="collection" defaultValue={collection}>
              {MERGEABLE_COLLECTIONS.map((name) => (
                <option key={name} value={name}>
                  {copy.collections[name]}
                </option>
              ))}
            </select>
          </label>
          <label>
            {copy.duplicateId}
            <input name="from" inputMode="numeric" defaultValue={fromId ?? ''} />
          </label>
          <label>
            {copy.survivorId}
            <input name="into" inputMode="numeric" defaultValue={intoId ?? ''} />
          </label>
          <button type="submit" className="btn btn--style-secondary btn--size-small">
            {copy.compare}
          </button>
        </form>

        {fromId !== null && intoId === null && (
          <section>
            <h2>
              {copy.duplicate}: {fromTitle ?? fromId}
            </h2>
            <h3>{copy.candidates}</h3>
            {candidates.length === 0 ? (
              <p>{copy.noCandidates}</p>
            ) : (
              <ul className="merge__candidates">
                {candidates.map((candidate) => (
                  <li key={candidate.id}>
                    <Link href={mergeViewHref(adminRoute, { collection, from: fromId, into: candidate.id })}>
                      {fromTitle} (#{candidate.id}
                      {candidate.slug ? `, ${candidate.slug}` : ''})
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}

        {refusal && (
          <p className="merge__error" role="alert">
            {refusal}
          </p>
        )}
        {preview && fromId !== null && intoId !== null && (
          <MergePreviewSection apiBase={apiBase} adminRoute={adminRoute} preview={preview} fields={fields} copy={copy} />
        )}

        <RecentMerges apiBase={apiBase} adminRoute={adminRoute} recent={recent} copy={copy} />
      </Gutter>
    </EditorViewTemplate>
  );
}

type PreviewProps = { apiBase: string; adminRoute: string; preview: MergePreview; fields: FieldComparison[]; copy: MergeCopy };

function MergePreviewSection({ apiBase, adminRoute, preview, fields, copy }: PreviewProps) {
  const edit = (id: number) => `${adminRoute}/collections/${preview.collection}/${id}`;
  const kinds = (Object.keys(preview.moves) as (keyof MovedCounts)[]).filter((kind) => preview.moves[kind] > 0 || kindApplies(preview.collection, kind));
  return (
    <section className="merge__preview">
      <table className="merge__table">
        <thead>
          <tr>
            <th>{copy.field}</th>
            <th>
              {copy.duplicate}: <Link href={edit(preview.from.id)}>{preview.from.title ?? preview.from.id}</Link> (#{preview.from.id})
            </th>
            <th>
              {copy.survivor}: <Link href={edit(preview.into.id)}>{preview.into.title ?? preview.into.id}</Link> (#{preview.into.id})
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((row) => (
            <tr key={row.field} className={row.differs ? 'merge__row--differs' : undefined} data-differs={row.differs ? 'true' : undefined}>
              <th scope="row">
                {row.label}
                {row.differs && <span className="merge__differs"> ({copy.differs})</span>}
              </th>
              <td>{row.from}</td>
              <td>{row.into}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{copy.willMove}</h2>
      <ul className="merge__moves">
        {kinds.map((kind) => (
          <li key={kind} data-kind={kind}>
            {copy.kinds[kind]}: <strong>{preview.moves[kind]}</strong>
          </li>
        ))}
      </ul>
      <h2>{copy.conflicts}</h2>
      {preview.conflicts.every((conflict) => conflict.count === 0) ? (
        <p>{copy.noConflicts}</p>
      ) : (
        <ul className="merge__conflicts">
          {preview.conflicts
            .filter((conflict) => conflict.count > 0)
            .map((conflict) => (
              <li key={conflict.kind} data-kind={conflict.kind}>
                {copy.conflictKinds[conflict.kind]}: <strong>{conflict.count}</strong> — {copy.conflictRules[conflict.kind]}
              </li>
            ))}
        </ul>
      )}
      <MergeConfirm apiBase={apiBase} collection={preview.collection} fromId={preview.from.id} intoId={preview.into.id} copy={copy} />
    </section>
  );
}

/** The kinds a collection can move at all: zero counts of those are shown, the others left out. */
function kindApplies(collection: MergeableCollection, kind: keyof MovedCounts): boolean {
  if (collection === 'books') return kind !== 'bookLinks';
  if (collection === 'authors') return kind === 'bookLinks' || kind === 'ratings' || kind === 'reviews';
  return kind === 'seriesEntries';
}

type RecentProps = { apiBase: string; adminRoute: string; recent: Awaited<ReturnType<typeof listRecentMerges>>; copy: MergeCopy };

function RecentMerges({ apiBase, adminRoute, recent, copy }: RecentProps) {
  return (
    <section className="merge__recent">
      <h2>{copy.recent}</h2>
      {recent.length === 0 ? (
        <p>{copy.noMerges}</p>
      ) : (
        <table className="merge__table">
          <thead>
            <tr>
              <th>{copy.when}</th>
              <th>{copy.pickCollection}</th>
              <th>{copy.duplicate}</th>
              <th>{copy.survivor}</th>
              <th>{copy.status}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {recent.map((merge) => (
              <tr key={merge.id} data-merge={merge.id}>
                <td>{merge.mergedAt.slice(0, 16).replace('T', ' ')}</td>
                <td>{copy.collections[merge.collection]}</td>
                <td>
                  {merge.fromTitle ?? merge.fromId} (#{merge.fromId})
                </td>
                <td>
                  <Link href={`${adminRoute}/collections/${merge.collection}/${merge.intoId}`}>{merge.intoTitle ?? merge.intoId}</Link> (#{merge.intoId})
                </td>
                <td>{merge.undoneAt ? copy.statusUndone : merge.canUndo ? copy.statusOpen : copy.statusClosed}</td>
                <td>{merge.canUndo && <UndoMergeButton apiBase={apiBase} mergeId={merge.id} copy={copy} />}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
