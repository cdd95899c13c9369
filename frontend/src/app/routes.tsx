import { redirect, type RouteObject } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { paths, REDIRECTS, type RouteName } from '@/config/paths';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './layout/route-error';
import { lazyPage } from './lazy-page';
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
  ['settings', 'settings'],
  ['profile', 'profile'],
  ['adminAnalytics', 'adminAnalytics'],
  ['adminAwards', 'adminAwards'],
  ['adminUsers', 'adminUsers'],
  ['bookAdd', 'bookEditor'],
  ['bookEdit', 'bookEditor'],
  ['authorAdd', 'authorEditor'],
  ['authorEdit', 'authorEditor'],
  ['seriesAdd', 'seriesEditor'],
  ['seriesEdit', 'seriesEditor'],
  ['genreAdd', 'genreEditor'],
  ['genreEdit', 'genreEditor'],
];

/** The layout every page renders in; the error element catches what its pages throw. */
function layoutRoute(pages: RouteObject[]): RouteObject {
  return {
    path: '/',
    element: <AppLayout />,
    HydrateFallback: PageLoader,
    children: [{ errorElement: <RouteError />, children: pages }],
  };
}

export function createRoutes(): RouteObject[] {
  return [
    layoutRoute([
      { index: true, lazy: lazyPage(routeModules.home) },
      ...PAGES.map(([name, module]) => ({ path: paths[name].path, lazy: lazyPage(routeModules[module]) })),
      // Redirects happen in loaders, before anything renders; `element: null` marks them as
      // intentionally empty so the router does not warn about a missing component.
      ...REDIRECTS.map(({ from, to }) => ({ path: from, loader: () => redirect(to), element: null })),
      { path: '*', loader: () => redirect(paths.home.href()), element: null },
    ]),
  ];
}

/**
 * The layout around the page loader: what the server sends, prerendered, for a page it has no
 * prerendered copy of, so the navigation shows before the page's code has arrived.
 */
export function createShellRoutes(): RouteObject[] {
  return [layoutRoute([{ path: '*', Component: PageLoader }])];
}
