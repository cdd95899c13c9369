import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { BookModalProvider } from '@/features/book-modal/components/book-modal-provider';
import { useNewsletterOutcome } from '@/features/newsletter/hooks/use-newsletter-outcome';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { usePageViewTracking, useRoutePreloading } from './use-page-tracking';

/** While the next page's code loads, the current page stays and a small indicator shows. */
function NavigationIndicator() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div role="status" className="fixed right-4 bottom-4 z-50 flex items-center gap-2 rounded-full border border-line bg-surface px-4 py-2 text-sm shadow-lg">
      <Spinner className="size-4 text-accent" />
      <span>{t('common.loading')}</span>
    </div>
  );
}

export function AppLayout() {
  const { t } = useTranslation();
  usePageViewTracking();
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
        <main id="main" className="mx-auto min-h-[calc(100svh-4rem)] w-full max-w-7xl flex-1 px-4 py-8 sm:py-10">
          <Outlet />
        </main>
        <Footer />
        <NavigationIndicator />
        <ScrollRestoration />
      </div>
    </BookModalProvider>
  );
}
