'use client';
import { Button } from '@payloadcms/ui';
import { useRouter } from 'next/navigation.js';
import { useState } from 'react';

import type { MergeCopy } from './copy.js';

type Answer = { ok: true; body: Record<string, unknown> } | { ok: false; message: string };

/** A POST to the CMS's REST API with the editor's cookie; a refusal's message from Payload's error shape. */
async function post(url: string, body: unknown, failed: string): Promise<Answer> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json().catch(() => ({}))) as { errors?: { message?: string }[] } & Record<string, unknown>;
    if (!response.ok) return { ok: false, message: json.errors?.[0]?.message ?? `${failed} (${response.status})` };
    return { ok: true, body: json };
  } catch {
    return { ok: false, message: failed };
  }
}

type UndoProps = { apiBase: string; mergeId: number; copy: MergeCopy; refresh?: boolean };

/** Undo of one merge: POST /merges/{id}/undo, then the view reads the list again. */
export function UndoMergeButton({ apiBase, mergeId, copy, refresh = true }: UndoProps) {
  const router = useRouter();
  const [state, setState] = useState<{ busy: boolean; done: boolean; error?: string }>({ busy: false, done: false });
  if (state.done) return <p className="merge__note" role="status">{copy.undone}</p>;
  return (
    <span className="merge__undo">
      <Button
        buttonStyle="secondary"
        size="small"
        disabled={state.busy}
        onClick={async () => {
          setState({ busy: true, done: false });
          const answer = await post(`${apiBase}/merges/${mergeId}/undo`, undefined, copy.failed);
          setState(answer.ok ? { busy: false, done: true } : { busy: false, done: false, error: answer.message });
          if (answer.ok && refresh) router.refresh();
        }}
      >
        {state.busy ? copy.undoing : copy.undo}
      </Button>
      {state.error && <span className="merge__error" role="alert">{state.error}</span>}
    </span>
  );
}

type MergeAnswer = { mergeId: number; moved: Record<string, number>; redirect: { from: string; to: string } };
type ConfirmProps = { apiBase: string; collection: string; fromId: number; intoId: number; copy: MergeCopy };

/** The merge's confirmation: POST /{collection}/{fromId}/merge, then what moved, where the addresses go and the undo. */
export function MergeConfirm({ apiBase, collection, fromId, intoId, copy }: ConfirmProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<MergeAnswer>();
  if (result) {
    return (
      <section className="merge__result" role="status">
        <p>{copy.merged}</p>
        <p>
          <code>{result.redirect.from}</code> {copy.redirectNote} <a href={result.redirect.to}>{result.redirect.to}</a>
        </p>
        <ul>
          {Object.entries(result.moved)
            .filter(([, count]) => count > 0)
            .map(([kind, count]) => (
              <li key={kind}>
                {copy.kinds[kind as keyof MergeCopy['kinds']] ?? kind}: {count}
              </li>
            ))}
        </ul>
        <p>{copy.undoWindow}</p>
        <UndoMergeButton apiBase={apiBase} mergeId={result.mergeId} copy={copy} refresh={false} />
      </section>
    );
  }
  return (
    <div className="merge__confirm">
      <Button
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setError(undefined);
          const answer = await post(`${apiBase}/${collection}/${fromId}/merge`, { into: intoId }, copy.failed);
          setBusy(false);
          if (!answer.ok) {
            setError(answer.message);
            return;
          }
          // No refresh here: the view would read the duplicate as merged and drop this result.
          setResult(answer.body as unknown as MergeAnswer);
        }}
      >
        {busy ? copy.merging : copy.confirm}
      </Button>
      {error && <p className="merge__error" role="alert">{error}</p>}
    </div>
  );
}
