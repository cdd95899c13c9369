import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The given filter keys of a query string, '' where absent (also read by the server renderer). */
export function readUrlFilters<K extends string>(params: URLSearchParams, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
}

/**
 * List filters live in the URL (a filtered list can be shared and survives reload). Only the
 * given keys are read; setting a value to '' removes it.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(
    () => readUrlFilters(params, keys),
    // keys are module constants, so the params alone decide the result.
    [params, keys],
  );
  const setFilter = useCallback(
    (key: K, value: string) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const reset = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);
  const isFiltered = keys.some((key) => filters[key] !== '');
  return { filters, setFilter, reset, isFiltered };
}
