import '@/i18n/catalogue-forms/register';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT_CLASSES } from '@/components/ui/form-field';
import { useLocale } from '@/lib/use-locale';
import { useRelationSearch, type RelationHit, type RelationKind } from '../api/relation-lookups';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const DEBOUNCE_MS = 250;

type Props = { kind: RelationKind; label: string; excludeIds: readonly number[]; onPick: (hit: RelationHit) => void };

/** A search box whose hits are buttons: picking one adds it and clears the box for the next. */
export function RelationSearch({ kind, label, excludeIds, onPick }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const inputId = useId();
  const [text, setText] = useState('');
  const search = useRelationSearch(kind, useDebouncedValue(text, DEBOUNCE_MS), locale);
  const hits = text.trim() === '' ? [] : (search.data ?? []).filter((hit) => !excludeIds.includes(hit.id));

  const pick = (hit: RelationHit) => { onPick(hit); setText(''); };

  return (
    <div className="space-y-1">
      <label htmlFor={inputId} className="block text-sm font-medium text-fg">{label}</label>
      <input id={inputId} type="search" value={text} onChange={(event) => setText(event.target.value)}
        // Enter in this box would otherwise submit the whole book form.
        onKeyDown={(event) => { if (event.key === 'Enter') { event.preventDefault(); const first = hits[0]; if (first) pick(first); } }}
        placeholder={t('forms.relations.searchPlaceholder')} className={INPUT_CLASSES} />
      {hits.length > 0 && (
        <ul aria-label={label} className="divide-y divide-line rounded-lg border border-line bg-bg">
          {hits.map((hit) => (
            <li key={hit.id}>
              <button type="button" onClick={() => pick(hit)} className="block w-full px-3 py-2 text-left text-sm text-fg hover:bg-raised">
                {hit.title}{hit.subtitle && <span className="ml-2 text-xs text-muted">{hit.subtitle}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
