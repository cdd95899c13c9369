import { Combobox, ComboboxInput } from '@headlessui/react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useLocale } from '@/lib/use-locale';
import { useValueEnteredBeforeHydration } from '@/lib/use-value-before-hydration';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH, useSearch } from '../api/search';
import { SearchSuggestions, type Suggestion } from './search-suggestions';

const SEE_ALL_KEY = 'see-all';

type SearchBoxProps = { initialQuery?: string; className?: string; autoFocus?: boolean };

/**
 * The autocomplete of docs/rules.md §2 on Headless UI's Combobox (WAI-ARIA 1.2: the input's
 * aria-activedescendant names the highlighted option): grouped, capped results, a see-all entry.
 */
export function SearchBox({ initialQuery = '', className, autoFocus }: SearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  const id = useId();
  const [text, setText] = useState(initialQuery);
  // A new query from the page (the search page's own box, the back button) replaces the text,
  // adjusted during render rather than in an effect that would render twice.
  const [shownQuery, setShownQuery] = useState(initialQuery);
  if (shownQuery !== initialQuery) {
    setShownQuery(initialQuery);
    setText(initialQuery);
  }
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const search = useSearch(debounced, locale);
  const trimmed = text.trim();
  const hasQuery = trimmed.length >= SEARCH_MIN_LENGTH;
  // Combobox accepts the highlighted option on Tab; leaving the box must not turn into a search.
  const leavingByTab = useRef(false);
  // The box arrives in the server-rendered page before the app: text typed into it before the
  // app took the page over is searched for once hydrated.
  useValueEnteredBeforeHydration(`${id}-input`, initialQuery, setText);

  const submit = () => {
    if (trimmed !== '') void navigate(paths.search.href(trimmed));
  };

  const seeAll: Suggestion = { key: SEE_ALL_KEY, href: paths.search.href(trimmed), label: t('search.seeAll', { query: trimmed }) };

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className={cn('relative', className)}
    >
      <Combobox<Suggestion | null>
        value={null}
        onChange={(suggestion) => {
          if (!suggestion || (suggestion.key === SEE_ALL_KEY && leavingByTab.current)) return;
          void navigate(suggestion.href);
        }}
        immediate
      >
        {({ open, activeIndex }) => (
          <>
            <label htmlFor={`${id}-input`} className="sr-only">{t('search.label')}</label>
            <ComboboxInput
              id={`${id}-input`}
              type="search"
              autoComplete="off"
              autoFocus={autoFocus}
              value={text}
              displayValue={() => text}
              placeholder={t('search.placeholder')}
              onChange={(event) => setText(event.target.value)}
              onFocus={() => {
                leavingByTab.current = false;
              }}
              onKeyDown={(event) => {
                leavingByTab.current = event.key === 'Tab';
                // With nothing highlighted (the pointer left the list) Combobox only closes; Enter still searches.
                if (event.key === 'Enter' && open && activeIndex === null) submit();
              }}
              className="h-10 w-full rounded-full border border-line bg-surface pr-11 pl-4 text-sm text-fg placeholder:text-subtle focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none"
            />
            <button type="submit" aria-label={t('search.submit')} className="absolute top-1 right-1 grid size-8 place-items-center rounded-full text-muted hover:bg-raised hover:text-fg">
              {search.isFetching ? <Spinner className="size-4" /> : <span aria-hidden="true">⌕</span>}
            </button>
            {hasQuery && <SearchSuggestions seeAll={seeAll} results={search.data} isPending={search.isPending} isError={search.isError} />}
          </>
        )}
      </Combobox>
    </form>
  );
}
