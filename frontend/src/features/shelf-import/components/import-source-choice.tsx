import { IMPORT_SOURCES, type ImportSource } from '@starshelf/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** Which service the file comes from, with the hint where that service keeps its export. */
export function ImportSourceChoice({ source, onChange }: { source: ImportSource; onChange: (source: ImportSource) => void }) {
  const { t } = useTranslation();
  const name = useId();
  const hintId = useId();
  return (
    <fieldset className="space-y-3" aria-describedby={hintId}>
      <legend className="mb-2 text-sm font-medium text-fg">{t('import.sourceLegend')}</legend>
      <div className="flex flex-wrap gap-2">
        {IMPORT_SOURCES.map((option) => (
          <label
            key={option}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-lg border px-4 py-2 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent',
              option === source ? 'border-accent bg-accent/5 text-fg' : 'border-line text-muted hover:bg-raised',
            )}
          >
            <input type="radio" name={name} value={option} checked={option === source} onChange={() => onChange(option)} className="accent-accent" />
            {t(`import.sources.${option}.name`)}
          </label>
        ))}
      </div>
      <p id={hintId} className="text-sm text-muted">{t(`import.sources.${source}.hint`)}</p>
    </fieldset>
  );
}
