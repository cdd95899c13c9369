import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useLocale } from '@/lib/use-locale';
import { hitHref, hitLabel, SEARCH_CAPS, SEARCH_DEBOUNCE_MS, SEARCH_GROUPS, SEARCH_MIN_LENGTH, useSearch, type SearchGroup } from '../api/search';
import { useDebouncedValue } from '@/lib/use-debounced-value';

type Option = { key: string; href: string; label: string; subtitle?: string | null; group?: SearchGroup };

type SearchBoxProps = { initialQuery?: string; className?: string; autoFocus?: boolean };

/** The autocomplete of SPEC.md §2: grouped, capped results, keyboard driven, a see-all entry last. */
export function SearchBox({ initialQuery = '', className, autoFocus }: SearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  const id = useId();
  const rootRef = useRef<HTMLFormElement>(null);
  const [text, setText] = useState(initialQuery);
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const search = useSearch(isOpen ? debounced : '', locale);
  const trimmed = text.trim();

  useEffect(() => setText(initialQuery), [initialQuery]);

  const options = useMemo<Option[]>(() => {
    const data = search.data;
    if (!data || trimmed.length < SEARCH_MIN_LENGTH) return [];
    const hits = SEARCH_GROUPS.flatMap((group) =>
      data[group].slice(0, SEARCH_CAPS[group]).map((hit) => ({
        key: `${group}-${hit.id}`,
        href: hitHref(group, hit),
        label: hitLabel(hit),
        subtitle: hit.subtitle,
        group,
      })),
    );
    return [...hits, { key: 'see-all', href: paths.search.href(trimmed), label: t('search.seeAll', { query: trimmed }) }];
  }, [search.data, trimmed, t]);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const go = (href: string) => {
    setIsOpen(false);
    setActive(-1);
    void navigate(href);
  };

  const submit = () => {
    if (trimmed === '') return;
    go(paths.search.href(trimmed));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setIsOpen(true);
      setActive((index) => (index + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? count - 1 : index - 1));
    } else if (event.key === 'Tab' && isOpen && active >= 0 && options[active]) {
      event.preventDefault();
      go(options[active].href);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = isOpen ? options[active] : undefined;
      if (option) go(option.href);
      else submit();
    } else if (event.key === 'Escape') {
      setIsOpen(false);
      setActive(-1);
    }
  };

  const isDropdownOpen = isOpen && trimmed.length >= SEARCH_MIN_LENGTH && (options.length > 0 || search.isFetching);
  const listId = `${id}-list`;
  let lastGroup: SearchGroup | undefined;

  return (
    <form
      ref={rootRef}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className={cn('relative', className)}
    >
      <label htmlFor={`${id}-input`} className="sr-only">{t('search.label')}</label>
      <input
        id={`${id}-input`}
        type="search"
        role="combobox"
        aria-expanded={isDropdownOpen}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={isDropdownOpen && active >= 0 ? `${id}-opt-${active}` : undefined}
        autoComplete="off"
        autoFocus={autoFocus}
        value={text}
        placeholder={t('search.placeholder')}
        onChange={(event) => {
          setText(event.target.value);
          setIsOpen(event.target.value.trim().length >= SEARCH_MIN_LENGTH);
          setActive(-1);
        }}
        onFocus={() => setIsOpen(trimmed.length >= SEARCH_MIN_LENGTH)}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-full border border-line bg-surface pr-11 pl-4 text-sm text-fg placeholder:text-subtle focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none"
      />
      <button type="submit" aria-label={t('search.submit')} className="absolute top-1 right-1 grid size-8 place-items-center rounded-full text-muted hover:bg-raised hover:text-fg">
        {search.isFetching ? <Spinner className="size-4" /> : <span aria-hidden="true">⌕</span>}
      </button>
      {isDropdownOpen && (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('search.results')}
          className="absolute top-12 right-0 left-0 z-50 max-h-[500px] min-w-72 overflow-y-auto rounded-xl border border-line bg-surface py-2 shadow-2xl"
        >
          {options.map((option, index) => {
            const heading = option.group && option.group !== lastGroup ? option.group : undefined;
            lastGroup = option.group ?? lastGroup;
            return (
              <li key={option.key} role="presentation">
                {heading && <p role="presentation" className="px-4 pt-2 pb-1 text-[0.7rem] font-semibold tracking-widest text-subtle uppercase">{t(`search.groups.${heading}`)}</p>}
                <a
                  id={`${id}-opt-${index}`}
                  role="option"
                  aria-selected={index === active}
                  href={option.href}
                  onMouseEnter={() => setActive(index)}
                  onClick={(event) => {
                    event.preventDefault();
                    go(option.href);
                  }}
                  className={cn(
                    'block px-4 py-2 text-sm',
                    option.group ? 'text-fg' : 'mt-1 border-t border-line pt-3 font-semibold text-accent',
                    index === active && 'bg-raised',
                  )}
                >
                  <span className="block truncate">{option.label}</span>
                  {option.subtitle && <span className="block truncate text-xs text-muted">{option.subtitle}</span>}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </form>
  );
}
