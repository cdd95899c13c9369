import { matchRoutes, Navigate, type NonIndexRouteObject, type RouteMatch, type RouteObject, useRoutes } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { paths, REDIRECTS, type RouteName } from '@/config/paths';
import { AppLayout } from './layout/app-layout';
import { lazyPage, type PageLoad, preloadPage } from './lazy-page';
import { routeModules } from './route-modules';

/** Routes whose page exists; each is its own chunk, so the first load carries only the shell. */
const PAGES: ReadonlyArray<readonly [RouteName, keyof typeof routeModules]> = [
  ['books', 'books'],
  ['book', 'book'],
  ['authors', 'authors'],
  ['author', 'author'],
  ['series', 'series'],
  ['seriesDetail', 'seriesDetail'],
  ['genres', 'genres'],
  ['genre', 'genre'],
  ['awards', 'awards'],
  ['award', 'award'],
  ['search', 'search'],
  ['privacy', 'privacy'],
  ['imprint', 'imprint'],
  ['contact', 'contact'],
  ['terms', 'terms'],
  ['login', 'login'],
  ['register', 'register'],
  ['verifyEmail', 'verifyEmail'],
  ['forgotPassword', 'forgotPassword'],
  ['resetPassword', 'resetPassword'],
  ['confirmEmail', 'confirmEmail'],
  ['undoEmailChange', 'undoEmailChange'],
  ['settings', 'settings'],
  ['profile', 'profile'],
  ['adminAnalytics', 'adminAnalytics'],
  ['adminAwards', 'adminAwards'],
  ['adminUsers', 'adminUsers'],
  ['adminModeration', 'adminModeration'],
  ['adminAudit', 'adminAudit'],
  ['bookAdd', 'bookEditor'],
  ['bookEdit', 'bookEditor'],
  ['authorAdd', 'authorEditor'],
  ['authorEdit', 'authorEditor'],
  ['seriesAdd', 'seriesEditor'],
  ['seriesEdit', 'seriesEditor'],
  ['genreAdd', 'genreEditor'],
  ['genreEdit', 'genreEditor'],
];

/** The code each page route renders, so its chunk can be loaded before the first render. */
const pageLoads = new WeakMap<RouteObject, PageLoad>();
/** Routes that only send the reader elsewhere: not a page the server can render. */
const redirectRoutes = new WeakSet<RouteObject>();

function pageRoute(route: RouteObject, load: PageLoad): RouteObject {
  const Page = lazyPage(load);
  const object = { ...route, element: <Page /> };
  pageLoads.set(object, load);
  return object;
}

function redirectRoute(path: string, to: string): RouteObject {
  const object = { path, element: <Navigate to={to} replace /> };
  redirectRoutes.add(object);
  return object;
}

/** The layout every page renders in; it catches what its pages throw (see PageErrorBoundary). */
function layoutRoute(pages: RouteObject[]): RouteObject {
  return { path: '/', element: <AppLayout />, children: pages };
}

export function createRoutes(): RouteObject[] {
  return [
    layoutRoute([
      pageRoute({ index: true }, routeModules.home),
      ...PAGES.map(([name, module]) => pageRoute({ path: paths[name].path }, routeModules[module])),
      ...REDIRECTS.map(({ from, to }) => redirectRoute(from, to)),
      redirectRoute('*', paths.home.href()),
    ]),
  ];
}

/**
 * The route table cut down to the routes `matches` went through. For that path, useRoutes renders
 * the same elements from it as from the whole table, and ranks one branch instead of every route:
 * the server renders each request once, and ranking the whole table again is a tenth of a render.
 */
export function matchedBranch(matches: RouteMatch[]): RouteObject[] {
  let branch: RouteObject | undefined;
  for (const { route } of [...matches].reverse()) {
    // Only the leaf can be an index route; the routes above it are layouts, which have children.
    branch = branch ? { ...(route as NonIndexRouteObject), children: [branch] } : route;
  }
  return branch ? [branch] : [];
}

export function isRedirectRoute(route: RouteObject): boolean {
  return redirectRoutes.has(route);
}

/**
 * Loads the code of the matched pages before the first render, so that render is the page itself
 * rather than the loading state: it can then take over the page the server sent. A failed load is
 * kept for the page's error boundary, which offers the reload.
 */
export async function preloadPages(matches: readonly RouteMatch[]): Promise<void> {
  await Promise.all(matches.map(({ route }) => {
    const load = pageLoads.get(route);
    return load ? preloadPage(load) : undefined;
  }));
}

/** preloadPages for the routes that match `pathname`. */
export function preloadMatchedPages(routes: RouteObject[], pathname: string): Promise<void> {
  return preloadPages(matchRoutes(routes, pathname) ?? []);
}

/** The element of the route that matches the current location. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * The layout around the page loader: what the server sends, prerendered, for a page it has no
 * prerendered copy of, so the navigation shows before the page's code has arrived.
 */
export function createShellRoutes(): RouteObject[] {
  return [layoutRoute([{ path: '*', element: <PageLoader /> }])];
}
