import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react';
import type { CurrentUser } from '@starshelf/contract';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { LanguageSwitcher } from '@/components/language-switcher/language-switcher';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { isSuperUser } from '@/lib/auth/get-current-user';
import { cn } from '@/lib/cn';
import { NAV_LINKS } from './nav-links';

const ITEM = 'block rounded-lg px-3 py-2.5 text-base font-medium text-fg hover:bg-raised';

/**
 * The side drawer of the mobile layout, with the same links as the bar and the avatar menu. Headless
 * UI's Dialog portals it to <body> (the sticky header's backdrop blur would otherwise squeeze this
 * fixed overlay into the header), traps the focus, locks the page's scroll and closes on Escape or
 * a tap outside.
 */
export function MobileDrawer({ isOpen, onClose, user }: { isOpen: boolean; onClose: () => void; user: CurrentUser | null }) {
  const { t } = useTranslation();
  const navClass = ({ isActive }: { isActive: boolean }) =>
    cn('block rounded-lg px-3 py-2.5 text-base font-medium hover:bg-raised', isActive ? 'bg-raised text-accent' : 'text-fg');

  return (
    <Dialog id="mobile-drawer" open={isOpen} onClose={onClose} aria-label={t('nav.menu')} className="fixed inset-0 z-50 lg:hidden">
      <DialogBackdrop className="fixed inset-0 bg-black/60" />
      <DialogPanel className="fixed inset-y-0 right-0 flex w-80 max-w-[85vw] flex-col overflow-y-auto border-l border-line bg-surface p-5 shadow-2xl">
        <div className="flex items-center justify-between">
          <span className="font-display text-lg font-bold text-fg">{t('app.name')}</span>
          <button type="button" onClick={onClose} className="grid size-9 place-items-center rounded-md text-muted hover:bg-raised" aria-label={t('nav.closeMenu')}>
            ✕
          </button>
        </div>
        <ul className="mt-6 space-y-1">
          {NAV_LINKS.map((link) => (
            <li key={link.to}><NavLink to={link.to} onClick={onClose} className={navClass}>{t(link.labelKey)}</NavLink></li>
          ))}
        </ul>
        <hr className="my-5 border-line" />
        {user ? (
          <ul className="space-y-1">
            <li><Link to={paths.profile.href()} onClick={onClose} className={ITEM}>{t('nav.profile')}</Link></li>
            <li><Link to={paths.profile.href('reading')} onClick={onClose} className={ITEM}>{t('nav.readingList')}</Link></li>
            <li><Link to={paths.profile.href('reviews')} onClick={onClose} className={ITEM}>{t('nav.myReviews')}</Link></li>
            <li><Link to={paths.settings.href()} onClick={onClose} className={ITEM}>{t('nav.settings')}</Link></li>
            {isSuperUser(user) && (
              <>
                <li><Link to={paths.adminAnalytics.href()} onClick={onClose} className={ITEM}>{t('nav.analytics')}</Link></li>
                <li><Link to={paths.adminAwards.href()} onClick={onClose} className={ITEM}>{t('nav.manageAwards')}</Link></li>
                <li><Link to={paths.adminUsers.href()} onClick={onClose} className={ITEM}>{t('nav.manageUsers')}</Link></li>
                <li><Link to={paths.adminModeration.href()} onClick={onClose} className={ITEM}>{t('nav.moderation')}</Link></li>
                <li><Link to={paths.adminAudit.href()} onClick={onClose} className={ITEM}>{t('nav.audit')}</Link></li>
              </>
            )}
            <li><a href={paths.logout.href()} className={ITEM}>{t('nav.signOut')}</a></li>
          </ul>
        ) : (
          <Link to={paths.login.href()} onClick={onClose} className={buttonClasses('primary', 'md', 'w-full')}>{t('nav.login')}</Link>
        )}
        <div className="mt-auto pt-6"><LanguageSwitcher variant="buttons" /></div>
      </DialogPanel>
    </Dialog>
  );
}
