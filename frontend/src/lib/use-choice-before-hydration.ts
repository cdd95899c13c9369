import { useEffect, useState } from 'react';

/**
 * A choice made in a server-rendered `<select id={id}>` before the app took the page over: the
 * element holds it, but no listener saw it. Read while hydrating (the element is there under the
 * same id) and handed to `apply` once hydrated, as if made then. Nothing happens for a select the
 * app renders itself (it is not in the document yet) or when the choice equals `value`.
 */
export function useChoiceMadeBeforeHydration(id: string, value: string, apply: (chosen: string) => void): void {
  const [chosenEarly] = useState(() => (typeof document === 'undefined' ? null : ((document.getElementById(id) as HTMLSelectElement | null)?.value ?? null)));
  useEffect(() => {
    if (chosenEarly !== null && chosenEarly !== value) apply(chosenEarly);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the select that was hydrated can hold such a choice
  }, []);
}
