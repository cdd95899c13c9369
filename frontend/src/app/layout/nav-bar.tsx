import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useSearchParams } from 'react-router-dom';
import { LanguageSwitcher } from '@/components/language-switcher/language-switcher';
import { buttonClasses } from '@/components/ui/button';
import { lazyPart } from '@/components/ui/lazy-part';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { paths } from '@/config/paths';
import { useSignedInUser } from '@/lib/auth/get-current-user';
import { cn } from '@/lib/cn';
import { useAwaitingHydrationProps } from '@/lib/use-is-hydrating';
import { whenMediaMatches } from '@/lib/when-media-matches';
import { NAV_LINKS } from './nav-links';

// Neither is needed on a first visit to /: the search box is hidden there and anonymous
// readers have no menu, so both stay out of the initial bundle.
const loadSearchBox = async () => (await import('@/features/search/components/search-box')).SearchBox;
// The bar's search box shows from Tailwind's md breakpoint on. A phone searches in the toggle's
// panel instead, so it downloads and starts the box (about 20 KB gzip) only when the reader opens
// that panel or the window grows; until then the server's hidden markup stays as it is.
const BAR_SEARCH_MEDIA = '(min-width: 48rem)';
const BarSearchBox = lazyPart(async () => {
  await whenMediaMatches(BAR_SEARCH_MEDIA);
  return loadSearchBox();
}, null);
const PanelSearchBox = lazyPart(loadSearchBox, null);
const UserMenu = lazyPart(async () => (await import('@/features/auth/components/user-menu')).UserMenu, <span className="size-9" />);
// The drawer is a Headless UI dialog (focus trap, scroll lock, portal): about 15 KB gzip that
// only a tap on the menu button needs. A closed drawer renders nothing, so until the first tap
// nothing is mounted; pointing at or focusing the button starts the download early.
const loadMobileDrawer = async () => (await import('./mobile-drawer')).MobileDrawer;
const MobileDrawer = lazyPart(loadMobileDrawer, null);

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'text-accent' : 'text-muted hover:text-fg',
  );

export function NavBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const user = useSignedInUser();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const [hasOpenedDrawer, setHasOpenedDrawer] = useState(false);
  const [isMobileSearchOpen, setIsMobileSearchOpen] = useState(false);
  const awaitingHydration = useAwaitingHydrationProps();
  // Navigating closes both, in the same render rather than in an effect after it.
  const [shownPathname, setShownPathname] = useState(pathname);
  if (pathname !== shownPathname) {
    setShownPathname(pathname);
    setIsDrawerOpen(false);
    setIsMobileSearchOpen(false);
  }
  const isHome = pathname === paths.home.href();
  const closeDrawer = useCallback(() => setIsDrawerOpen(false), []);
  const initialQuery = pathname === paths.search.path ? (searchParams.get('q') ?? '') : '';

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-bg/85 backdrop-blur-md">
      <nav aria-label={t('nav.main')} className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-4">
        <Link to={paths.home.href()} className="flex shrink-0 items-center gap-1.5 font-display text-xl font-bold tracking-tight text-fg">
          <span aria-hidden="true" className="text-accent">✦</span>
          {t('app.name')}
        </Link>
        <ul className="hidden items-center lg:flex">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={linkClass}>{t(link.labelKey)}</NavLink>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {!isHome && (
            <BarSearchBox key={pathname} initialQuery={initialQuery} className="hidden w-64 md:block xl:w-80" />
          )}
          {!isHome && (
            <button
              type="button"
              {...awaitingHydration}
              onClick={() => setIsMobileSearchOpen((isOpen) => !isOpen)}
              aria-expanded={isMobileSearchOpen}
              aria-label={t('search.toggle')}
              className="grid size-9 place-items-center rounded-full text-muted hover:bg-raised hover:text-fg md:hidden"
            >
              <span aria-hidden="true" className="text-lg">⌕</span>
            </button>
          )}
          <div className="hidden sm:block"><LanguageSwitcher /></div>
          <ThemeToggle />
          {user ? (
            <UserMenu user={user} />
          ) : (
            <Link to={paths.login.href()} className={buttonClasses('primary', 'sm', 'hidden sm:inline-flex')}>{t('nav.login')}</Link>
          )}
          <button
            type="button"
            {...awaitingHydration}
            aria-expanded={isDrawerOpen}
            aria-controls="mobile-drawer"
            onPointerEnter={() => void loadMobileDrawer()}
            onFocus={() => void loadMobileDrawer()}
            onClick={() => {
              setHasOpenedDrawer(true);
              setIsDrawerOpen(true);
            }}
            className="grid size-9 place-items-center rounded-md text-muted hover:bg-raised hover:text-fg lg:hidden"
          >
            <span className="sr-only">{t('nav.openMenu')}</span>
            <span aria-hidden="true" className="text-xl leading-none">☰</span>
          </button>
        </div>
      </nav>
      {!isHome && isMobileSearchOpen && (
        <div className="border-t border-line px-4 py-3 md:hidden">
          <PanelSearchBox initialQuery={initialQuery} autoFocus />
        </div>
      )}
      {hasOpenedDrawer && <MobileDrawer isOpen={isDrawerOpen} onClose={closeDrawer} user={user} />}
    </header>
  );
}
