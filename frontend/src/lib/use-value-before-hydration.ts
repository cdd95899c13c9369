import { useEffect, useState } from 'react';

/**
 * What a reader entered in a server-rendered form control (`<input>` or `<select>` with this `id`)
 * before the app took the page over: the element holds it, but no listener saw it. Read while
 * hydrating (the element is there under the same id) and handed to `apply` once hydrated, as if
 * entered then; the hydrating render itself must still match the server's markup. Nothing happens
 * for a control the app renders itself (it is not in the document yet) or when nothing changed.
 */
export function useValueEnteredBeforeHydration(id: string, value: string, apply: (entered: string) => void): void {
  const [enteredEarly] = useState(() => (typeof document === 'undefined' ? null : ((document.getElementById(id) as HTMLInputElement | HTMLSelectElement | null)?.value ?? null)));
  useEffect(() => {
    if (enteredEarly !== null && enteredEarly !== value) apply(enteredEarly);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the control that was hydrated can hold such a value
  }, []);
}
