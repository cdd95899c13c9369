import { useCallback, useMemo, useState } from 'react';

/** The members ticked on the users screen, kept across pages (ids, not rows). */
export function useUserSelection() {
  const [ids, setIds] = useState<ReadonlySet<string>>(() => new Set());
  const setMany = useCallback((changed: readonly string[], isSelected: boolean) => {
    setIds((current) => {
      const next = new Set(current);
      for (const id of changed) {
        if (isSelected) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  const replace = useCallback((all: readonly string[]) => setIds(new Set(all)), []);
  const clear = useCallback(() => setIds(new Set()), []);
  return useMemo(() => ({ ids, setMany, replace, clear }), [ids, setMany, replace, clear]);
}

export type UserSelection = ReturnType<typeof useUserSelection>;

/** `ids` in batches the moderation call takes (it refuses more than `size` at once). */
export function batches<T>(ids: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < ids.length; start += size) out.push(ids.slice(start, start + size));
  return out;
}
