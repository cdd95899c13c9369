import { useId } from 'react';
import { useValueEnteredBeforeHydration } from '@/lib/use-value-before-hydration';

type Option = { value: string; label: string };
type FilterSelectProps = { label: string; value: string; options: readonly Option[]; onChange: (value: string) => void; anyLabel?: string };

/**
 * A labelled select for list filters and sorts; an empty value means "no filter". Fixed width on
 * wider screens: options that arrive later (genres) must not widen it and push its neighbours.
 */
export function FilterSelect({ label, value, options, onChange, anyLabel }: FilterSelectProps) {
  const id = useId();
  // Lists and their filters arrive server-rendered, before the app.
  useValueEnteredBeforeHydration(id, value, onChange);
  return (
    <div className="flex min-w-36 flex-1 flex-col gap-1 sm:w-44 sm:flex-none">
      <label htmlFor={id} className="text-xs font-medium text-subtle">{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 rounded-lg border border-line bg-surface px-3 text-sm text-fg focus:border-accent focus:outline-none"
      >
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>{option.label}</option>
        ))}
      </select>
    </div>
  );
}
