import type { MoodSlug } from '@starshelf/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useLocale } from '@/lib/use-locale';
import { useMoods } from '@/lib/api/moods';
import { toggleMood } from '../mood-param';

type MoodFilterProps = { selected: readonly MoodSlug[]; onChange: (value: string) => void };

/**
 * The mood filter of the book list: one toggle chip per mood (with how many books carry it).
 * Several moods narrow the list (the API wants every one to hold); `onChange` gets the new URL value.
 */
export function MoodFilter({ selected, onChange }: MoodFilterProps) {
  const { t } = useTranslation();
  const moods = useMoods(useLocale());
  // Like the genre filter's options: nothing to choose from means no filter, not an empty box.
  if (moods.isSuccess && moods.data.length === 0) return null;

  return (
    <fieldset className="w-full border-t border-line pt-3">
      <legend className="sr-only">{t('moods.filter')}</legend>
      <div className="flex flex-wrap items-center gap-2">
        <span aria-hidden="true" className="mr-1 text-xs font-medium text-subtle">{t('moods.filter')}</span>
        {moods.isPending && <span role="status" className="text-sm text-muted">{t('moods.loading')}</span>}
        {moods.isError && (
          <span role="alert" className="text-sm text-muted">
            {t('moods.errorLoading')}{' '}
            <button type="button" className="font-semibold text-accent hover:underline" onClick={() => void moods.refetch()}>{t('common.retry')}</button>
          </span>
        )}
        {moods.data?.map((mood) => {
          const isSelected = selected.includes(mood.slug);
          return (
            <button key={mood.slug} type="button" aria-pressed={isSelected} onClick={() => onChange(toggleMood(selected, mood.slug))}
              className={cn(
                'inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-sm ring-1 ring-inset transition-colors',
                isSelected ? 'bg-accent text-on-accent ring-accent' : 'bg-surface text-fg ring-line hover:ring-accent',
              )}>
              {mood.name}
              <span className={cn('text-xs', isSelected ? 'text-on-accent' : 'text-subtle')}>{mood.bookCount}</span>
              {isSelected && <span aria-hidden="true">×</span>}
            </button>
          );
        })}
        {selected.length > 0 && (
          <button type="button" className="ml-1 text-sm font-semibold text-accent hover:underline" onClick={() => onChange('')}>{t('moods.clear')}</button>
        )}
      </div>
    </fieldset>
  );
}
