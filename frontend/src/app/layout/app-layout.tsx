import { Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { Spinner } from '@/components/ui/spinner';
import { BookModalProvider } from '@/features/book-modal/components/book-modal-provider';
import { useNewsletterOutcome } from '@/features/newsletter/hooks/use-newsletter-outcome';
import { useIsAwaitingPageCode } from '../lazy-page';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { PageErrorBoundary } from './page-error-boundary';
import { useFocusAfterNavigation } from './use-focus-after-navigation';
import { usePageViewTracking, useRoutePreloading } from './use-page-tracking';
import { useScrollRestoration } from './use-scroll-restoration';

/** While the next page's code loads, the current page stays and a small indicator shows. */
function NavigationIndicator({ isShown }: { isShown: boolean }) {
  const { t } = useTranslation();
  if (!isShown) return null;
  return (
    <div role="status" className="fixed right-4 bottom-4 z-50 flex items-center gap-2 rounded-full border border-line bg-surface px-4 py-2 text-sm shadow-lg">
      <Spinner className="size-4 text-accent" />
      <span>{t('common.loading')}</span>
    </div>
  );
}

export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The page on screen is one the reader has left: what they type into it now would be lost when
  // the next page replaces it, so it takes no input until then (and says it is busy).
  const isLeavingPage = useIsAwaitingPageCode();
  const main = useRef<HTMLElement>(null);
  useFocusAfterNavigation(main, isLeavingPage);
  usePageViewTracking();
  useScrollRestoration();
  useRoutePreloading();
  useNewsletterOutcome();
  return (
    <BookModalProvider>
      <div className="flex min-h-screen flex-col">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-accent focus:px-3 focus:py-1 focus:text-on-accent">
          {t('app.skipToContent')}
        </a>
        <NavBar />
        {/* At least a screen tall (less the bar), so the footer starts below the fold and does not
            jump down when a page's data arrives. */}
        <main
          ref={main}
          id="main"
          // Focusable by script only (after a navigation, and the skip link's target), without a ring.
          tabIndex={-1}
          inert={isLeavingPage}
          aria-busy={isLeavingPage || undefined}
          className="mx-auto min-h-[calc(100svh-4rem)] w-full max-w-7xl flex-1 px-4 py-8 outline-none sm:py-10"
        >
          <PageErrorBoundary resetKey={pathname}>
            {/* A page opened before its code arrived (the first load did not preload it). */}
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </PageErrorBoundary>
        </main>
        <Footer />
        <NavigationIndicator isShown={isLeavingPage} />
      </div>
    </BookModalProvider>
  );
}
