import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { CurrentUser } from '@starshelf/contract';
import { isSuperUser } from '@/lib/auth/get-current-user';
import { Avatar } from './avatar';

const ITEM = 'block w-full px-4 py-2 text-left text-sm text-fg data-focus:bg-raised data-focus:text-accent';

export function UserMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  return (
    <Menu as="div" className="relative">
      <MenuButton className="flex items-center gap-2 rounded-full p-0.5 focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none">
        <span className="sr-only">{t('nav.accountMenu')}</span>
        <Avatar user={user} />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-50 mt-2 w-60 origin-top-right rounded-xl border border-line bg-surface py-1 shadow-2xl focus:outline-none"
      >
        <div className="px-4 py-3">
          <p className="truncate text-sm font-semibold text-fg">{user.displayName}</p>
          <p className="truncate text-xs text-muted">{user.email}</p>
        </div>
        <MenuSeparator className="my-1 h-px bg-line" />
        <MenuItem><Link to={paths.profile.href()} className={ITEM}>{t('nav.profile')}</Link></MenuItem>
        <MenuItem><Link to={paths.profile.href('reading')} className={ITEM}>{t('nav.readingList')}</Link></MenuItem>
        <MenuItem><Link to={paths.profile.href('reviews')} className={ITEM}>{t('nav.myReviews')}</Link></MenuItem>
        <MenuItem><Link to={paths.settings.href()} className={ITEM}>{t('nav.settings')}</Link></MenuItem>
        {isSuperUser(user) && (
          <>
            <MenuSeparator className="my-1 h-px bg-line" />
            <MenuItem><Link to={paths.adminAnalytics.href()} className={ITEM}>{t('nav.analytics')}</Link></MenuItem>
            <MenuItem><Link to={paths.adminAwards.href()} className={ITEM}>{t('nav.manageAwards')}</Link></MenuItem>
            <MenuItem><Link to={paths.adminUsers.href()} className={ITEM}>{t('nav.manageUsers')}</Link></MenuItem>
            <MenuItem><Link to={paths.adminModeration.href()} className={ITEM}>{t('nav.moderation')}</Link></MenuItem>
            <MenuItem><Link to={paths.adminAudit.href()} className={ITEM}>{t('nav.audit')}</Link></MenuItem>
          </>
        )}
        <MenuSeparator className="my-1 h-px bg-line" />
        {/* A full page load: the server ends the session and redirects to the start page. */}
        <MenuItem><a href={paths.logout.href()} className={ITEM}>{t('nav.signOut')}</a></MenuItem>
      </MenuItems>
    </Menu>
  );
}
