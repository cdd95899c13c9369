import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api/api-error';
import { useChangeEdition, useEditions, type EditionRecord } from '@/lib/api/editions';
import { createDefaults, editDefaults, hasOriginal } from '../edition-form-rules';
import { EDITION_ALERTS, EDITION_UI } from '../edition-messages';
import { EditionForm } from './edition-form';
import { EditionList } from './edition-list';

type Mode = { name: 'list' } | { name: 'create' } | { name: 'edit'; edition: EditionRecord | null };

function messageOf(error: unknown): string {
  return isApiError(error) || error instanceof Error ? error.message : String(error);
}

/** The book editor's edition panel: list, create and edit modes (docs/rules.md §4), alerts as §8 words them. */
export function EditionManager({ bookId }: { bookId: number }) {
  const editions = useEditions(bookId);
  const change = useChangeEdition(bookId);
  const [mode, setMode] = useState<Mode>({ name: 'list' });
  const toList = () => setMode({ name: 'list' });
  const onFailure = (error: unknown) => window.alert(EDITION_ALERTS.failure(messageOf(error)));
  const all = editions.data ?? [];

  const makePrimary = (edition: EditionRecord) => {
    if (!window.confirm(EDITION_ALERTS.confirmMakePrimary)) return;
    change.mutate({ action: 'make-primary', id: edition.id }, { onError: onFailure });
  };
  const remove = (edition: EditionRecord) => {
    if (edition.isPrimaryEdition) return window.alert(EDITION_ALERTS.primaryNotDeletable);
    if (!window.confirm(EDITION_ALERTS.confirmDelete)) return;
    change.mutate({ action: 'delete', id: edition.id }, { onError: onFailure });
  };

  return (
    <section lang="de" aria-label={EDITION_UI.heading} className="space-y-4 rounded-2xl border border-line bg-surface p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 className="font-display text-xl font-bold text-fg">
          {mode.name === 'create' ? EDITION_UI.createTitle : mode.name === 'edit' ? EDITION_UI.editEdition : EDITION_UI.heading}
        </h2>
        {mode.name === 'list' && <Button size="sm" onClick={() => setMode({ name: 'create' })}>+ {EDITION_UI.newEdition}</Button>}
      </div>
      {editions.isPending && <p role="status" className="text-sm text-muted">{EDITION_UI.loading}</p>}
      {editions.isError && <p role="alert" className="text-sm text-danger">{EDITION_UI.loadError}</p>}
      {editions.isSuccess && mode.name === 'list' && (
        <EditionList editions={all} isBusy={change.isPending} onEdit={(edition) => setMode({ name: 'edit', edition })} onMakePrimary={makePrimary} onDelete={remove} />
      )}
      {mode.name === 'create' && (
        <EditionForm
          defaultValues={createDefaults(all)}
          isOriginalTaken={hasOriginal(all)}
          isSaving={change.isPending}
          submitLabel={EDITION_UI.create}
          onCancel={toList}
          onSubmit={(input) => change.mutate({ action: 'create', input }, { onSuccess: toList, onError: onFailure })}
        />
      )}
      {mode.name === 'edit' && !mode.edition && <p role="alert" className="text-sm text-danger">{EDITION_ALERTS.noSelection}</p>}
      {mode.name === 'edit' && mode.edition && (
        <EditionForm
          key={mode.edition.id}
          defaultValues={editDefaults(mode.edition)}
          isOriginalTaken={hasOriginal(all, mode.edition.id)}
          isSaving={change.isPending}
          submitLabel={EDITION_UI.save}
          onCancel={toList}
          onSubmit={(input) => {
            const id = (mode.edition as EditionRecord).id;
            change.mutate({ action: 'update', id, input }, { onSuccess: toList, onError: onFailure });
          }}
        />
      )}
    </section>
  );
}
