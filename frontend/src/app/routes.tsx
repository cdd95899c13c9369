import { redirect, type RouteObject } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { paths, REDIRECTS, type RouteName } from '@/config/paths';
import { AppLayout } from './layout/app-layout';

// Each page is its own chunk, so the first load carries only the shell (SPEC.md §2).
const lazyHome = async () => ({ Component: (await import('./routes/home')).HomeRoute });
const lazyComingSoon = async () => ({ Component: (await import('./routes/coming-soon')).ComingSoonRoute });

/** Screens later issues fill; until then they share the coming-soon page. */
const COMING_SOON: readonly RouteName[] = [
  'books', 'bookAdd', 'bookEdit', 'book',
  'authors', 'authorAdd', 'authorEdit', 'author',
  'series', 'seriesAdd', 'seriesEdit', 'seriesDetail',
  'genres', 'genreAdd', 'genreEdit', 'genre',
  'awards', 'award',
  'adminAnalytics', 'adminAwards', 'adminUsers',
  'profile', 'search', 'login', 'register', 'verifyEmail',
  'privacy', 'imprint', 'contact', 'terms',
];

export function createRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <AppLayout />,
      HydrateFallback: PageLoader,
      children: [
        { index: true, lazy: lazyHome },
        ...COMING_SOON.map((name) => ({ path: paths[name].path, lazy: lazyComingSoon })),
        // Redirects happen in loaders, before anything renders; `element: null` marks them as
        // intentionally empty so the router does not warn about a missing component.
        ...REDIRECTS.map(({ from, to }) => ({ path: from, loader: () => redirect(to), element: null })),
        { path: '*', loader: () => redirect(paths.home.href()), element: null },
      ],
    },
  ];
}
