import type { RouteObject } from 'react-router-dom';

/** A path's first segment as the router compares it: decoded, case-insensitive, `''` for `/`; a query or hash is not part of it. */
function firstSegment(path: string): string {
  const segment = path.split(/[?#]/, 1)[0]?.split('/').find((part) => part !== '') ?? '';
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    // The router matches a malformed escape as written.
    return segment.toLowerCase();
  }
}

/** A route that a path with any first segment could reach: the index, a pathless route, a dynamic or splat segment. */
function reachesAnySegment(route: RouteObject): boolean {
  if (route.index || route.path === undefined) return true;
  const segment = firstSegment(route.path);
  return segment === '' || segment.startsWith(':') || segment.startsWith('*');
}

/**
 * The route table cut down, per first path segment, to the routes that could match a path starting
 * with it. matchRoutes flattens and ranks the whole table and compiles a pattern for every route on
 * each call; the server matches each request once, and with some forty pages that was a tenth of a
 * render. A page whose first segment is a literal other than the path's can never match that path,
 * so the cut table matches exactly what the whole one does. The layouts at the top keep only those
 * children; every route object below them is the table's own (pages are known by identity).
 */
export function routeTableBySegment(table: readonly RouteObject[]): (pathname: string) => RouteObject[] {
  const literal = (route: RouteObject) => (reachesAnySegment(route) ? undefined : firstSegment(route.path ?? ''));
  const cut = (segment: string | undefined): RouteObject[] =>
    table.map((layout) =>
      layout.children ? ({ ...layout, children: layout.children.filter((route) => { const own = literal(route); return own === undefined || own === segment; }) } as RouteObject) : layout,
    );
  const named = new Set(table.flatMap((layout) => (layout.children ?? []).flatMap((route) => literal(route) ?? [])));
  const bySegment = new Map([...named].map((segment) => [segment, cut(segment)]));
  const unnamed = cut(undefined);
  return (pathname) => bySegment.get(firstSegment(pathname)) ?? unnamed;
}
