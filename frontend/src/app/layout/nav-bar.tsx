import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { LanguageSwitcher } from '@/components/language-switcher/language-switcher';
import { paths } from '@/config/paths';
import { NAV_LINKS } from './nav-links';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-slate-800 text-amber-300' : 'text-slate-300 hover:bg-slate-800 hover:text-white'
  }`;

export function NavBar() {
  const { t } = useTranslation();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const closeMenu = () => setIsMenuOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-800 bg-slate-950/90 backdrop-blur">
      <nav aria-label={t('nav.main')} className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Link to={paths.home.href()} className="text-xl font-bold tracking-tight text-white">
          <span aria-hidden="true" className="text-amber-400">★ </span>
          {t('app.name')}
        </Link>
        <ul className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={linkClass}>
                {t(link.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="ml-auto hidden items-center gap-3 md:flex">
          <LanguageSwitcher />
          <Link
            to={paths.login.href()}
            className="rounded-md bg-amber-400 px-3 py-1.5 text-sm font-semibold text-slate-950 hover:bg-amber-300"
          >
            {t('nav.login')}
          </Link>
        </div>
        <button
          type="button"
          aria-expanded={isMenuOpen}
          aria-controls="mobile-drawer"
          onClick={() => setIsMenuOpen((isOpen) => !isOpen)}
          className="ml-auto rounded-md p-2 text-slate-300 hover:bg-slate-800 md:hidden"
        >
          <span className="sr-only">{isMenuOpen ? t('nav.closeMenu') : t('nav.openMenu')}</span>
          <span aria-hidden="true" className="text-xl leading-none">{isMenuOpen ? '✕' : '☰'}</span>
        </button>
      </nav>
      {isMenuOpen && (
        <div id="mobile-drawer" className="border-t border-slate-800 px-4 pb-4 md:hidden">
          <ul className="flex flex-col gap-1 pt-2">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={linkClass} onClick={closeMenu}>
                  {t(link.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 flex items-center justify-between gap-3">
            <LanguageSwitcher />
            <Link
              to={paths.login.href()}
              onClick={closeMenu}
              className="rounded-md bg-amber-400 px-3 py-1.5 text-sm font-semibold text-slate-950"
            >
              {t('nav.login')}
            </Link>
          </div>
        </div>
      )}
    </header>
  );
}
