/**
 * Resolves once the media `query` matches the window: at once when it does now, later when the
 * window changes (a phone turned, a window widened), never while it does not. On the server there
 * is no window to ask, and a render there needs the part: it resolves at once.
 */
export function whenMediaMatches(query: string): Promise<void> {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return Promise.resolve();
  const media = window.matchMedia(query);
  if (media.matches) return Promise.resolve();
  return new Promise((resolve) => {
    const onChange = () => {
      if (!media.matches) return;
      media.removeEventListener('change', onChange);
      resolve();
    };
    media.addEventListener('change', onChange);
  });
}
