/**
 * The catalogue pages the community API renders on the server (the gateway forwards exactly these;
 * every other path keeps the prerendered shell). The lists and the detail pages of each kind; the
 * editors' forms below them (`/books/add`, `/books/edit/…`) stay client-side.
 */
export const SERVER_RENDERED_KINDS = ['books', 'authors', 'series', 'genres', 'awards'] as const;

/** Slugs that name a client-side form, not an item. */
const FORM_SEGMENTS = new Set(['add', 'edit']);

/** Whether a request path (no query string) is a server-rendered page. */
export function isServerRenderedPath(path: string): boolean {
  if (path === '/') return true;
  const segments = path.split('/').slice(1);
  const [kind, slug, ...rest] = segments;
  if (!(SERVER_RENDERED_KINDS as readonly string[]).includes(kind ?? '') || rest.length > 0) return false;
  if (slug === undefined) return true;
  return slug !== '' && !FORM_SEGMENTS.has(slug);
}
