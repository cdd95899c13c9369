const COMPLETE = /\s*\[\[\d{1,9}\]\]/g;
// What could still become a marker once the next chunk arrives: held back until it does.
const POSSIBLE_START = /\s*(?:\[\[?\d{0,9}\]?)?$/;

/**
 * Removes the `[[id]]` citation markers from text that arrives in pieces, so the member never sees
 * them while the model streams; the ids are read from the complete answer afterwards.
 */
export function markerFilter(emit: (text: string) => void) {
  let pending = '';
  return {
    push(text: string): void {
      pending = (pending + text).replace(COMPLETE, '');
      const held = POSSIBLE_START.exec(pending)?.index ?? pending.length;
      if (held > 0) emit(pending.slice(0, held));
      pending = pending.slice(held);
    },
    flush(): void {
      const rest = pending.replace(COMPLETE, '');
      pending = '';
      if (rest.trim() !== '') emit(rest);
    },
  };
}
