import { useEffect, useEffectEvent, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { trackEvent } from '@/lib/analytics';
import { useSignedInUser } from '@/lib/auth/get-current-user';
import { createPageViewGuard } from '@/lib/page-view';
import { routeModules } from '../route-modules';

const PRELOAD_ROUTES = ['/', '/books'];
export const PRELOAD_STEPS = [
  { afterMs: 2000, modules: [routeModules.books, routeModules.authors] },
  { afterMs: 5000, modules: [routeModules.series, routeModules.genres] },
] as const;

/** docs/rules.md §7: one page_view per tracked route, with the 1 s guard against double effects. */
export function usePageViewTracking() {
  const location = useLocation();
  const role = useSignedInUser()?.role ?? 'anonymous';
  const [shouldTrack] = useState(createPageViewGuard);
  const url = `${location.pathname}${location.search}${location.hash}`;
  // The role arriving later must not count the same view again: read it, but do not re-run on it.
  const trackView = useEffectEvent((viewed: string) => trackEvent({ eventType: 'page_view', route: viewed }, role));
  useEffect(() => {
    if (shouldTrack(url)) trackView(url);
  }, [url, shouldTrack]);
}

/** On / and /books the likely next pages load in the background (docs/rules.md §2). */
export function useRoutePreloading() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!PRELOAD_ROUTES.includes(pathname)) return;
    const timers = PRELOAD_STEPS.map((step) =>
      window.setTimeout(() => step.modules.forEach((load) => void load().catch(() => undefined)), step.afterMs),
    );
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [pathname]);
}
