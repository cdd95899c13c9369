/** Route prefixes whose lists and detail pages are counted (docs/rules.md §7). */
const TRACKED_PREFIXES = ['/books', '/authors', '/series', '/genres', '/awards', '/profile', '/search', '/admin'];
export const PAGE_VIEW_GUARD_MS = 1000;

export function isTrackedUrl(url: string): boolean {
  if (url.includes('?') || url.includes('#')) return false;
  if (url === '/' || url === '') return false;
  return TRACKED_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
}

/**
 * Decides whether a page view is sent: tracked URLs only, and one per route within the guard
 * time, so a double effect (StrictMode, a re-render, a quick back-and-forth) counts once.
 */
export function createPageViewGuard(now: () => number = Date.now) {
  const lastSent = new Map<string, number>();
  return function shouldTrack(url: string): boolean {
    if (!isTrackedUrl(url)) return false;
    const time = now();
    const previous = lastSent.get(url);
    if (previous !== undefined && time - previous < PAGE_VIEW_GUARD_MS) return false;
    lastSent.set(url, time);
    return true;
  };
}
