import { Button } from '@/components/ui/button';
import type { EditionRecord } from '@/lib/api/editions';
import { EDITION_UI } from '../edition-messages';

type Props = {
  editions: readonly EditionRecord[];
  isBusy: boolean;
  onEdit: (edition: EditionRecord) => void;
  onMakePrimary: (edition: EditionRecord) => void;
  onDelete: (edition: EditionRecord) => void;
};

export function EditionList({ editions, isBusy, onEdit, onMakePrimary, onDelete }: Props) {
  if (editions.length === 0) return <p className="text-sm text-muted">{EDITION_UI.empty}</p>;
  return (
    <ul className="space-y-2">
      {editions.map((edition) => (
        <li key={edition.id} data-testid="edition-row" className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-bg p-3">
          <div className="min-w-0 flex-1">
            <p className="font-medium text-fg">
              {edition.title}
              {edition.isPrimaryEdition && <span className="ml-2 rounded-full bg-accent/15 px-2 py-0.5 text-xs text-accent">{EDITION_UI.primary}</span>}
            </p>
            <p className="text-xs text-muted">
              {[edition.editionType && EDITION_UI.editionTypes[edition.editionType], edition.languageName, edition.publicationYear, edition.publisher].filter(Boolean).join(' · ')}
            </p>
          </div>
          <Button size="sm" variant="secondary" disabled={isBusy} onClick={() => onEdit(edition)}>{EDITION_UI.edit}</Button>
          {edition.isPrimaryEdition ? (
            <span className="text-xs text-muted">{EDITION_UI.primaryNotDeletable}</span>
          ) : (
            <>
              <Button size="sm" variant="ghost" disabled={isBusy} onClick={() => onMakePrimary(edition)}>{EDITION_UI.makePrimary}</Button>
              <Button size="sm" variant="danger" disabled={isBusy} onClick={() => onDelete(edition)}>{EDITION_UI.delete}</Button>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
