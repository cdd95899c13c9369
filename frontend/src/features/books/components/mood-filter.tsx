import { MOOD_SLUGS, moodName, type MoodSlug } from '@starshelf/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useAwaitingHydrationProps } from '@/lib/use-is-hydrating';
import { useLocale } from '@/lib/use-locale';
import { useMoods } from '@/lib/api/moods';
import { toggleMood } from '../mood-param';

type MoodFilterProps = { selected: readonly MoodSlug[]; onChange: (value: string) => void };

/**
 * The mood filter of the book list: one toggle chip per mood. The moods and their names are the
 * contract's, so the chips paint with the page (nothing moves when GET /api/moods answers); the
 * answer only adds how many books carry each, into a slot each chip already has. On narrow screens
 * the chips scroll sideways in one line. Several moods narrow the list (every one must
 * hold); `onChange` gets the new URL value.
 */
export function MoodFilter({ selected, onChange }: MoodFilterProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const moods = useMoods(locale);
  const awaitingHydration = useAwaitingHydrationProps();
  // A catalogue without shelf data: nothing to filter by.
  if (moods.isSuccess && moods.data.length === 0) return null;
  const counts = new Map(moods.data?.map((mood) => [mood.slug, mood.bookCount]));

  return (
    <fieldset className="w-full min-w-0 border-t border-line pt-3">
      <legend className="sr-only">{t('moods.filter')}</legend>
      <div className="-mx-1 flex items-center gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible">
        <span aria-hidden="true" className="mr-1 shrink-0 text-xs font-medium text-subtle">{t('moods.filter')}</span>
        {MOOD_SLUGS.map((slug) => {
          const isSelected = selected.includes(slug);
          const count = counts.get(slug);
          return (
            <button key={slug} type="button" aria-pressed={isSelected} {...awaitingHydration} onClick={() => onChange(toggleMood(selected, slug))}
              className={cn(
                'inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full px-3 text-sm whitespace-nowrap ring-1 ring-inset transition-colors',
                isSelected ? 'bg-accent text-on-accent ring-accent' : 'bg-surface text-fg ring-line hover:ring-accent',
              )}>
              {moodName(slug, locale)}
              {/* A slot as wide as the largest count, there before the counts arrive: no chip changes width. */}
              <span className={cn('inline-block min-w-[4ch] text-xs tabular-nums', isSelected ? 'text-on-accent' : 'text-subtle')}>{count}</span>
              {isSelected && <span aria-hidden="true">×</span>}
            </button>
          );
        })}
        {selected.length > 0 && (
          <button type="button" {...awaitingHydration} className="ml-1 shrink-0 text-sm font-semibold whitespace-nowrap text-accent hover:underline" onClick={() => onChange('')}>{t('moods.clear')}</button>
        )}
      </div>
    </fieldset>
  );
}
