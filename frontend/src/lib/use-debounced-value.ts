import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `delayMs`, so a search box does not query per
 * keystroke. The one debounce of the front end: every search-as-you-type box uses it.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
