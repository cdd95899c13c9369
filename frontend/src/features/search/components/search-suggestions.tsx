import { ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { hitHref, hitLabel, SEARCH_CAPS, SEARCH_GROUPS, type SearchGroup, type SearchResults } from '../api/search';

export type Suggestion = { key: string; href: string; label: string; matchedTitle?: string | null; subtitle?: string | null };

type SuggestionsProps = {
  seeAll: Suggestion;
  results: SearchResults | undefined;
  isPending: boolean;
  isError: boolean;
};

function toGroups(results: SearchResults | undefined): Array<{ group: SearchGroup; suggestions: Suggestion[] }> {
  if (!results) return [];
  return SEARCH_GROUPS.map((group) => ({
    group,
    suggestions: results[group].slice(0, SEARCH_CAPS[group]).map((hit) => ({
      key: `${group}-${hit.id}`,
      href: hitHref(group, hit),
      label: hitLabel(hit),
      matchedTitle: hit.matchedTitle,
      subtitle: hit.subtitle,
    })),
  })).filter(({ suggestions }) => suggestions.length > 0);
}

/** A modified or non-primary click is the browser's: a new tab or window on the option's href. */
function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
}

/** `className` carries the text colour: `cn` joins classes, it does not resolve conflicts between them. */
function SuggestionOption({ suggestion, className }: { suggestion: Suggestion; className: string }) {
  return (
    <ComboboxOption
      as="a"
      value={suggestion}
      href={suggestion.href}
      // Headless UI selects on mousedown; a modified click must reach the browser as a plain link click instead.
      onMouseDown={(event: MouseEvent) => {
        if (opensElsewhere(event)) event.preventDefault();
      }}
      onClick={(event: MouseEvent) => {
        if (!opensElsewhere(event)) event.preventDefault();
      }}
      className={cn('block px-4 py-2 text-sm data-focus:bg-raised', className)}
    >
      <span className="block truncate">
        {suggestion.label}
        {suggestion.matchedTitle && <MatchedTitle title={suggestion.matchedTitle} />}
      </span>
      {suggestion.subtitle && <span className="block truncate text-xs text-muted">{suggestion.subtitle}</span>}
    </ComboboxOption>
  );
}

/** The title a book was found under when it is not the one shown ("Der Herr der Ringe — The Lord of the Rings"). */
export function MatchedTitle({ title }: { title: string }) {
  return <span className="text-muted"> — {title}</span>;
}

function StatusRow({ children, tone = 'muted' }: { children: string; tone?: 'muted' | 'danger' }) {
  return <p className={cn('px-4 py-2 text-sm', tone === 'danger' ? 'text-danger' : 'text-muted')}>{children}</p>;
}

/**
 * The dropdown of docs/rules.md §2: the see-all entry first (Headless UI highlights the first option, so
 * Enter after typing goes to the search page), then the capped groups, or what is happening instead.
 */
export function SearchSuggestions({ seeAll, results, isPending, isError }: SuggestionsProps) {
  const { t } = useTranslation();
  const id = useId();
  const groups = toGroups(results);

  return (
    <ComboboxOptions
      modal={false}
      aria-label={t('search.results')}
      className="absolute top-12 right-0 left-0 z-50 max-h-[500px] min-w-72 overflow-y-auto rounded-xl border border-line bg-surface py-2 shadow-2xl"
    >
      <SuggestionOption suggestion={seeAll} className="mb-1 border-b border-line pb-3 font-semibold text-accent" />
      {isPending && <StatusRow>{t('common.loading')}</StatusRow>}
      {isError && <StatusRow tone="danger">{t('search.failed')}</StatusRow>}
      {results && groups.length === 0 && <StatusRow>{t('search.noSuggestions')}</StatusRow>}
      {groups.map(({ group, suggestions }) => (
        <div key={group} role="group" aria-labelledby={`${id}-${group}`}>
          <p id={`${id}-${group}`} className="px-4 pt-2 pb-1 text-[0.7rem] font-semibold tracking-widest text-subtle uppercase">
            {t(`search.groups.${group}`)}
          </p>
          {suggestions.map((suggestion) => (
            <SuggestionOption key={suggestion.key} suggestion={suggestion} className="text-fg data-focus:text-accent" />
          ))}
        </div>
      ))}
    </ComboboxOptions>
  );
}
